import type { i18n as I18n } from 'i18next';
import { addCatalogues } from '../i18n';
import { loadStylesheet } from './chunk-timeout';

const loaded = new WeakMap<I18n, Promise<void>>();

/**
 * Links the full stylesheet the build names in `<meta name="siakad-styles">` (the first page links
 * only the login page's rules, see core/client/build/critical-css.mjs); resolves at once without one.
 */
export function loadFullStylesheet(doc: Document = document): Promise<void> {
  const href = doc.querySelector<HTMLMetaElement>('meta[name="siakad-styles"]')?.content;
  return href ? loadStylesheet(href, undefined, doc) : Promise.resolve();
}

/**
 * What every page but the login page needs besides its own chunk: the full stylesheet and the
 * modules' text catalogues. Loaded once per portal; a failure is forgotten so the page's 'Coba lagi'
 * tries again.
 */
export function loadDeferredAssets(i18n: I18n, doc: Document = document): Promise<void> {
  let pending = loaded.get(i18n);
  if (!pending) {
    pending = Promise.all([
      loadFullStylesheet(doc),
      import('../i18n-catalogues').then((m) => addCatalogues(i18n, m.indonesianCatalogues())),
    ]).then(
      () => undefined,
      (error: unknown) => {
        loaded.delete(i18n);
        throw error;
      },
    );
    loaded.set(i18n, pending);
  }
  return pending;
}

/** `load` that also waits for the deferred assets (both start at once). */
export function withDeferredAssets<T>(load: () => Promise<T>, i18n: I18n): () => Promise<T> {
  return () => Promise.all([load(), loadDeferredAssets(i18n)]).then(([value]) => value);
}
