import Bowser from 'bowser';
import { MIN_BROWSER } from '../../contract/constants';

/** Outcome of the browser gate (spec sections 1 and 8). */
export type BrowserCheck = { ok: true } | { ok: false; reason: 'unsupported' | 'outdated' };

/**
 * Decides whether a user agent may use the app: only Chrome >= 80 and Firefox >= 89.
 *
 * Decision (spec: "only Chrome and Mozilla/Firefox"):
 * - Chrome family with its own version: Google Chrome, Chromium builds (incl. Debian's Chromium and
 *   HeadlessChrome, which the end-to-end tests use), Chrome on iOS (CriOS) and Android WebView
 *   (bowser names it Chrome). Browsers whose UA is indistinguishable from Chrome (e.g. Brave) pass too.
 * - Firefox family with its own version: Firefox on every platform incl. Firefox on iOS (FxiOS).
 * - Everything bowser names differently is unsupported even when built on Chromium: Microsoft Edge,
 *   Samsung Internet, Opera, Yandex, UC Browser, Safari, and unknown agents. The spec names two
 *   browsers; these others ship their own release trains, so their version says nothing about Chrome's.
 */
export function checkBrowser(userAgent: string): BrowserCheck {
  // Parses the browser only (not the OS, platform and engine): the check runs at the start of every page.
  const parser = Bowser.getParser(userAgent || 'unknown', true);
  const name = parser.getBrowserName();
  const major = Number.parseInt(parser.getBrowserVersion() ?? '', 10);
  const minimum = name === 'Chrome' || name === 'Chromium' ? MIN_BROWSER.chrome : name === 'Firefox' ? MIN_BROWSER.firefox : null;
  if (minimum === null) return { ok: false, reason: 'unsupported' };
  if (!Number.isFinite(major) || major < minimum) return { ok: false, reason: 'outdated' };
  return { ok: true };
}
