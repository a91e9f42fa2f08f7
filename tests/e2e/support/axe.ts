import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

// axe-core, the engine of Lighthouse's and the browsers' accessibility audits. Every check runs; one
// finding is let through, for the reason decision 0051 gives: white on the spec's theme colour
// #2196f3 (3.1:1), the solid buttons' label.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Pelanggaran { id: string; help: string; targets: string[] }

type HasilAxe = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[]; any: Array<{ data?: { fgColor?: string; bgColor?: string } }> }> }> };

/**
 * What axe finds on the page, or only inside `bagian` (an open menu: Radix hides the rest of the
 * page from screen readers while a menu is open, which axe reports about the page, not the menu).
 */
export async function periksa(page: Page, bagian?: Locator): Promise<Pelanggaran[]> {
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const konteks = bagian ? await bagian.elementHandle() : null;
  const hasil = await page.evaluate(async (el) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<HasilAxe> } }).axe;
    return axe.run(el ?? document, { resultTypes: ['violations'] });
  }, konteks);
  const warnaSpesifikasi = (n: HasilAxe['violations'][number]['nodes'][number]) => n.any.some((c) => c.data?.fgColor === '#ffffff' && c.data?.bgColor === '#2196f3');
  return hasil.violations
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.filter((n) => v.id !== 'color-contrast' || !warnaSpesifikasi(n)).map((n) => n.target.join(' ')) }))
    .filter((v) => v.targets.length > 0);
}
