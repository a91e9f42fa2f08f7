// The entry of the single-page application, and all of it that a visitor of the painted login page
// runs before acting: the browser check, the service worker, and fetching the app for later
// (docs/decisions/0014-login-page-painted-from-html.md). Nothing here may import React or the shell.
import { DEMO_USERNAME_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../contract/prerender';
import { registerServiceWorker } from './pwa/register-sw';

/** What the boot tells the app that starts on a page the server painted. */
export interface BootHandOver {
  /**
   * Called by the app right before React takes the painted markup over: the boot stops listening,
   * and says whether the user sent the form meanwhile (the app then sends it).
   */
  takeOver(): { submitted: boolean };
}

/** The app's start function, in the chunk the boot loads. */
export type StartApp = (handOver: BootHandOver | null) => Promise<void>;

/**
 * The events that mean the visitor is about to use the form. Not focus: the boot itself puts the
 * cursor into the username field after the first paint, as the app's login page does.
 */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'click', 'submit'] as const;

/**
 * Starts the app at once, unless the server painted this page for a visitor: then the page works as
 * HTML (fields take input and focus) until the visitor first touches it, and only then does the app
 * load and React take the page over. The browser check still runs at start (spec section 1) and a
 * refused browser gets the app, and with it the blocking dialog, at once.
 */
export function bootPortal(load: () => Promise<{ start: StartApp }>, doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root || root.getAttribute(PRERENDERED_ATTRIBUTE) !== doc.location.pathname) {
    void load().then((app) => app.start(null));
    return;
  }
  let started = false;
  let submitted = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then(
      (app) => app.start({ takeOver }),
      (error: unknown) => {
        // The page stays usable as HTML and the visitor's next touch tries again.
        started = false;
        console.warn('Aplikasi tidak termuat; dicoba lagi pada sentuhan berikutnya:', error);
      },
    );
  };
  const onWake = (event: Event) => {
    if (event.type === 'submit') {
      // The app sends the form once it runs; a browser must not send it as a plain HTML form.
      event.preventDefault();
      submitted = true;
    }
    const demo = event.type === 'click' && event.target instanceof Element ? event.target.closest(`[${DEMO_USERNAME_ATTRIBUTE}]`) : null;
    const username = root.querySelector<HTMLInputElement>('input[name="username"]');
    if (demo && username) username.value = demo.getAttribute(DEMO_USERNAME_ATTRIBUTE) ?? '';
    start();
  };
  const takeOver = () => {
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, onWake, true);
    return { submitted };
  };
  for (const type of WAKE_EVENTS) doc.addEventListener(type, onWake, { capture: true, passive: type !== 'submit' });

  void import('./gate/check-browser').then(
    ({ checkBrowser }) => (checkBrowser(navigator.userAgent).ok ? registerServiceWorker() : start()),
    // As in gated-root.ts: a check that does not load is guidance lost, not a reason to stop.
    () => registerServiceWorker(),
  );
  afterFirstPaint(doc, () => {
    // The cursor in the username field, unless the visitor already put it somewhere (useFocusAfterPaint).
    if (!doc.activeElement || doc.activeElement === doc.body) root.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
    prefetchApp(doc);
  });
}

/** Runs `then` once the page has painted (after `load` where the browser does not report paints). */
function afterFirstPaint(doc: Document, then: () => void): void {
  const view = doc.defaultView;
  if (!view || typeof view.PerformanceObserver === 'undefined' || !view.PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    view?.addEventListener('load', then, { once: true });
    return;
  }
  const observer = new view.PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Fetches the app's files into the HTTP cache (`<meta name="siakad-prefetch">`, written by the server
 * in place of the shell's preloads), so the first touch starts it from cache.
 */
function prefetchApp(doc: Document): void {
  const urls = (doc.querySelector<HTMLMetaElement>('meta[name="siakad-prefetch"]')?.content ?? '').split(',').filter(Boolean);
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.appendChild(link);
  }
}
