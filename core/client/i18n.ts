import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE } from '../contract/constants';

/** Every Indonesian catalogue, bundled statically: locales/id/<namespace>.json -> namespace. */
export function indonesianCatalogues(): Resource {
  const files = import.meta.glob<Record<string, unknown>>('../../locales/id/*.json', { eager: true, import: 'default' });
  const id: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(files)) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    id[namespace] = content;
  }
  return { id };
}

/**
 * A fresh, synchronously initialised i18next instance (one per portal start, so tests get their own):
 * language 'id', fallback 'en-US' (spec: locale en-us), default namespace 'core'.
 */
export function createI18n(resources: Resource = indonesianCatalogues()): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: 'id',
    fallbackLng: FALLBACK_LOCALE,
    resources,
    ns: Object.keys(resources.id ?? {}),
    defaultNS: 'core',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
