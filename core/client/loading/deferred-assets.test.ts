import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { loadDeferredAssets } from './deferred-assets';

/** A document naming the full stylesheet, optionally already linked. */
function page(linked: boolean): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = `<meta name="siakad-styles" content="/assets/bundle-test.css">${linked ? '<link rel="stylesheet" href="/assets/bundle-test.css">' : ''}`;
  return doc;
}

describe('assets behind the login page', () => {
  it("adds the modules' catalogues once, with the full stylesheet the page names", async () => {
    const i18n = createI18n();
    expect(i18n.exists('uaps:menu.seksi_uaps')).toBe(false);
    const doc = page(true);
    const pending = loadDeferredAssets(i18n, doc);
    expect(loadDeferredAssets(i18n, doc)).toBe(pending);
    await pending;
    expect(i18n.t('uaps:menu.seksi_uaps')).toBe('Ujian Akhir Program Studi');
    expect(i18n.t('core:login.masuk')).toBe('Masuk');
  });

  it('fails like a chunk when the stylesheet does not load, and tries again on the next call', async () => {
    const i18n = createI18n();
    const doc = page(false);
    // happy-dom refuses to load stylesheets: the link errors, as a missing file would.
    const first = loadDeferredAssets(i18n, doc);
    await expect(first).rejects.toThrow('chunk load failed');
    const second = loadDeferredAssets(i18n, doc);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow('chunk load failed');
  });
});
