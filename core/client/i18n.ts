import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE } from '../contract/constants';
import core from '../../locales/id/core.json';

/**
 * The catalogue the first page needs: the shell's texts. The server sends its error messages
 * already in Indonesian, so the `errors` catalogue arrives with the modules' catalogues behind the
 * login page (loading/deferred-assets.ts) and does not weigh on the login page.
 */
export function coreCatalogues(): Resource {
  return { id: { core } };
}

/** Adds catalogues to a running instance (a module namespace arriving after the start). */
export function addCatalogues(instance: I18n, resources: Resource): void {
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, content] of Object.entries(namespaces)) instance.addResourceBundle(lng, ns, content, true, true);
  }
}

/**
 * A fresh, synchronously initialised i18next instance (one per portal start, so tests get their own):
 * language 'id', fallback 'en-US' (spec: locale en-us), default namespace 'core'.
 */
export function createI18n(resources: Resource = coreCatalogues()): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: 'id',
    fallbackLng: FALLBACK_LOCALE,
    resources,
    ns: Object.keys(resources.id ?? {}),
    partialBundledLanguages: true,
    defaultNS: 'core',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
