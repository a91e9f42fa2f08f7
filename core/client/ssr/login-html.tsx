import { renderToString } from 'react-dom/server';
import type { BaseLocationHook } from 'wouter';
import { PRERENDERED_PATH, type RenderLoginHtml } from '../../contract/prerender';
import { coreClientModule } from '../core-module';
import { createI18n } from '../i18n';
import { preloadPage } from '../loading/LazyPage';
import type { ClientModule } from '../module';
import { PortalApp } from '../PortalApp';
import type { Portal } from '../portal-context';
import { createSessionStore } from '../session/session-store';

/** A visitor's storage: the server never sees a browser's token, so the markup is always a visitor's. */
function visitorStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const nowhere = () => undefined;

/** The location of the rendered page; nothing navigates on the server. */
const atLoginPath: BaseLocationHook = () => [PRERENDERED_PATH, nowhere];

/**
 * The markup of `#root` for GET /login, rendered in the API process from the same tree the browser
 * renders first (startPortal: PortalApp for a visitor, the login page's chunk already arrived), so
 * `hydrateRoot` takes it over without changing the DOM. The other modules only lend their routes:
 * their pages are never rendered here.
 */
export const renderLoginHtml: RenderLoginHtml = async ({ manifests, demoAccounts }) => {
  await preloadPage(coreClientModule.pages.login);
  const modules: ClientModule[] = manifests.map((manifest) => (manifest.id === coreClientModule.manifest.id ? coreClientModule : { manifest, pages: {} }));
  const portal: Portal = {
    modules,
    manifests: modules.map((m) => m.manifest),
    session: createSessionStore({ storage: visitorStorage(), goTo: nowhere, reload: nowhere }),
    demoAccounts,
  };
  return renderToString(<PortalApp portal={portal} i18n={createI18n()} locationHook={atLoginPath} />);
};
