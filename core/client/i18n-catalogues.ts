import type { Resource } from 'i18next';

/**
 * Every Indonesian catalogue, locales/id/<namespace>.json -> namespace. Its own chunk: the shell
 * loads it with the first page behind the login; tests pass it to createI18n directly.
 */
export function indonesianCatalogues(): Resource {
  const files = import.meta.glob<Record<string, unknown>>('../../locales/id/*.json', { eager: true, import: 'default' });
  const id: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(files)) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    id[namespace] = content;
  }
  return { id };
}
