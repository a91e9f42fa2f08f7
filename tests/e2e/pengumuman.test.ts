import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

/** 'Senin, 3 Maret 2025': the domain's date form. */
const TANGGAL = /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/;

async function expectPengumumanPage(page: Page, baseUrl: string): Promise<void> {
  await page.waitForURL(`${baseUrl}/pengumuman`, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Pengumuman', exact: true }).waitFor({ timeout: 20_000 });
  // The maintenance notice is aimed at everybody; its full text and its date are on the page.
  await page.getByRole('heading', { level: 2, name: 'Pemeliharaan Sistem SIAKAD' }).waitFor({ timeout: 20_000 });
  await page.getByText('SIAKAD tidak dapat diakses pada hari Minggu pukul 00.00-04.00 WIB', { exact: false }).waitFor();
  const row = page.getByRole('row').filter({ hasText: 'Pemeliharaan Sistem SIAKAD' });
  expect((await row.getByRole('cell').first().innerText()).trim()).toMatch(TANGGAL);
  await page.getByText(/^Menampilkan 1–\d+ dari \d+$/).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
}

// Journey: a student, a lecturer and the administrator follow the 'Pengumuman' card of /beranda
// ('Buka') to /pengumuman and read the announcements meant for them (every type's list is a server
// test); lbg205.1 (whose menu is /beranda only) also gets there through the bell.
describe('the announcements page, from the card and the bell', () => {
  const journey = useJourney();

  it.each(['mhs00', 'dsn00', 'adm00'])('%s opens the announcements from the /beranda card', async (user) => {
    const page = await journey.as(user, '/beranda');
    const card = page.locator('a.siakad-card-link', { hasText: 'Pengumuman kampus yang berlaku untuk Anda' });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.innerText()).toContain('Buka');
    await card.click();
    await expectPengumumanPage(page, journey.server.url);
    if (user === 'mhs00') {
      await page.getByText('Pengisian Kuesioner Evaluasi Dosen').waitFor();
      await page.getByText(/^Pengisian KRS Semester /).waitFor();
      // On a 320 px phone each announcement is a card whose date wraps inside it; no page scrolls sideways.
      await page.setViewportSize({ width: 320, height: 640 });
      const tanggal = page.getByRole('list', { name: 'Pengumuman' }).getByText(TANGGAL).first();
      await tanggal.waitFor();
      const kotak = await tanggal.boundingBox();
      expect(kotak!.x + kotak!.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    }
  }, 120_000);

  it('lbg205.1 opens the announcements from the bell', async () => {
    const page = await journey.as('lbg205.1', '/beranda');
    await page.locator('a.siakad-card-link', { hasText: 'Pengumuman kampus yang berlaku untuk Anda' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /notifikasi$/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: /Pengumuman/ }).click();
    await expectPengumumanPage(page, journey.server.url);
  }, 120_000);
});
