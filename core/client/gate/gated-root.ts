import type { i18n as I18n } from 'i18next';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** The gate's chunk (browser-gate.tsx), as `import('./browser-gate')` gives it. */
export type GateChunk = typeof import('./browser-gate');

/** The app's React root behind the browser gate. */
export interface GatedRoot {
  /**
   * Renders the app, unless the gate has refused the browser (then nothing renders any more). The
   * first render with `hydrate` takes over the markup the server put into the container
   * (docs/decisions/0014-login-page-painted-from-html.md); otherwise React draws its own.
   */
  render(node: ReactNode, options?: { hydrate?: boolean }): void;
  /**
   * True when the browser passes; false once the gate dialog has replaced the app. A gate chunk
   * that does not load lets the app run: the check is guidance for the help desk, not a security
   * boundary (a user agent is whatever the browser says), and a page whose chunks do not load
   * cannot run the app anyway.
   */
  allowed: Promise<boolean>;
}

/**
 * The browser gate without bowser in the entry: the app renders at once while `gateChunk` (started
 * by the caller before anything else) loads and checks `userAgent`; a refused browser gets the app
 * unmounted and the blocking dialog in its place.
 */
export function gatedRoot(container: HTMLElement, i18n: I18n, userAgent: string, gateChunk: Promise<GateChunk>): GatedRoot {
  let app: Root | null = null;
  const ownRoot = () => (app ??= createRoot(container));
  let refused = false;
  const allowed = gateChunk.then(
    async (gate) => {
      const check = gate.checkBrowser(userAgent);
      if (check.ok) return true;
      refused = true;
      await gate.replaceAppByGate(container, ownRoot(), i18n, check.reason);
      return false;
    },
    (error: unknown) => {
      console.warn('Pemeriksaan browser tidak termuat; aplikasi tetap berjalan:', error);
      return true;
    },
  );
  return {
    allowed,
    render(node, options = {}) {
      if (refused) return;
      // A transition: React renders (or hydrates) the first page in slices of a few milliseconds,
      // yielding to the browser in between, instead of one long task on a slow phone (docs/performance.md).
      startTransition(() => {
        if (!app && options.hydrate) app = hydrateRoot(container, node);
        else ownRoot().render(node);
      });
    },
  };
}
