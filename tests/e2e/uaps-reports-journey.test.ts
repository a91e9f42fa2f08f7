import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm, navigateInApp, openAs } from './support/session';

// Journey (issue 5, reports): programme staff open the supervisor history from the menu, drill
// into dsn00's supervisions (running, finished, replaced), open the score detail of a finished
// defence and download its minutes (berita acara) as a real PDF.
describe('final project: programme reports', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const BUDI = 'Dr. Ir. Budi Santoso, M.Kom.';
  const FINISHED = 'Sistem Informasi Tracer Study Alumni Berbasis Web';

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await loginThroughForm(page, server.url, 'aka01');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('riwayat-pembimbing from the menu, then dsn00\'s supervised projects', async () => {
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Riwayat Pembimbing' }).click();
    await page.waitForURL(`${server.url}/data-laporan/riwayat-pembimbing`);
    const budi = page.getByRole('row').filter({ hasText: BUDI });
    await budi.waitFor();
    await budi.getByRole('link', { name: `Detail ${BUDI}` }).click();
    await page.waitForURL(/\/data-laporan\/riwayat-pembimbing\/detail\/\d+$/);
    await page.getByRole('heading', { name: `Riwayat Membimbing: ${BUDI}` }).waitFor();
    // Nine columns do not fit beside the open drawer at 1280 px (decision 0055): a card per project,
    // side by side, and nothing scrolls sideways.
    const kartu = page.getByRole('main').getByRole('listitem');
    await kartu.filter({ hasText: FINISHED }).getByText('Selesai', { exact: true }).first().waitFor();
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    const [pertama, kedua] = await kartu.evaluateAll((li) => li.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(kedua).toBe(pertama);
    expect(await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length)).toBe(0);
    // With the drawer folded away the page has the width: the projects are a table again.
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    const finished = page.getByRole('row').filter({ hasText: FINISHED });
    await finished.getByText('Selesai', { exact: true }).first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Aplikasi Pemantauan Kehadiran Praktikum dengan Kode QR' }).getByText('Diganti/Mundur').waitFor();
    await page.getByLabel('Keadaan').selectOption('selesai');
    await page.getByRole('row').filter({ hasText: 'Aplikasi Pemantauan Kehadiran Praktikum dengan Kode QR' }).waitFor({ state: 'detached' });
    await finished.waitFor();
    await page.getByRole('button', { name: 'Buka menu' }).click();
  });

  it('the score detail of a finished defence and its minutes as PDF', async () => {
    await navigateInApp(page, '/sidang-uaps/nilai-sidang');
    const row = page.getByRole('row').filter({ hasText: FINISHED });
    await row.getByRole('link', { name: /^Detail / }).click();
    await page.waitForURL(/\/sidang-uaps\/nilai-sidang\/detail\/\d+\/\d+$/);
    await page.getByRole('heading', { name: 'Detail Nilai Sidang' }).waitFor();
    const sheet = page.getByRole('region', { name: `Lembar nilai ${BUDI}` });
    await sheet.getByText('Nilai tertimbang').waitFor();
    await expect.poll(async () => sheet.getByRole('row').count()).toBeGreaterThan(2);
    await expect.poll(async () => page.getByRole('region', { name: /^Lembar nilai / }).count()).toBe(3);
    await page.getByText('Lulus', { exact: true }).first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Berita Acara' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('BERITA ACARA SIDANG TUGAS AKHIR');
    expect(text).toContain('Tracer Study');
  });

  it('the other reports show real rows; the lecturer sees their defence schedule', async () => {
    await navigateInApp(page, '/data-laporan/riwayat-uaps');
    await page.getByLabel('Tahap').selectOption('selesai');
    await page.getByLabel('Cari', { exact: true }).fill('Tracer Study');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('row').filter({ hasText: FINISHED }).getByRole('button', { name: /^Detail / }).click();
    await page.getByRole('dialog').getByText('Hasil sidang', { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/data-laporan/riwayat-bimbingan-mahasiswa');
    await page.getByLabel('Cari', { exact: true }).fill('Siti Rahmawati');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'Siti Rahmawati' }).filter({ hasText: BUDI }).getByText('4 / 8').waitFor();
    await navigateInApp(page, '/data-laporan/riwayat-dosen-penguji');
    await expect.poll(async () => page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Detail / }) }).count()).toBeGreaterThanOrEqual(2);

    const lecturer = await openAs(browser, server.url, 'dsn00', '/ujian-akhir-program-studi/jadwal-sidang-ta');
    await lecturer.getByRole('row').filter({ hasText: 'Citra Maharani' }).getByText('Pembimbing', { exact: true }).waitFor();
    await lecturer.getByRole('row').filter({ hasText: 'Tracer Study' }).getByRole('button', { name: 'Unduh Berita Acara' }).waitFor();
    await lecturer.context().close();
  });
});
