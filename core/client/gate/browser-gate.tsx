// The browser gate's own chunk (loaded by gated-root.ts): bowser, the check and the blocking dialog
// stay off the login page's critical path (docs/decisions/0007-browser-gate-off-the-critical-path.md).
import type { i18n as I18n } from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadFullStylesheet } from '../loading/deferred-assets';
import { checkBrowser } from './check-browser';
import { GateApp } from './GateApp';

export { checkBrowser };

/**
 * Replaces the app in `container` by the blocking gate dialog (spec section 1). The app's root is
 * unmounted first, so nothing of it stays behind the dialog, not even for the moment the full
 * stylesheet takes: the dialog's card rules are not in the login page's critical stylesheet. If that
 * stylesheet cannot load, the dialog still shows (plain, but blocking). Returns the dialog's root.
 */
export async function replaceAppByGate(container: HTMLElement, app: Root, i18n: I18n, reason: 'unsupported' | 'outdated', doc: Document = document): Promise<Root> {
  app.unmount();
  await loadFullStylesheet(doc).catch(() => undefined);
  const root = createRoot(container);
  flushSync(() => root.render(<GateApp i18n={i18n} reason={reason} />));
  return root;
}
