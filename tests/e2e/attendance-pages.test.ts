import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { navigateInApp, openAs } from './support/session';

/** Every attendance page a user type has, opened by its address, shows its title and real data (no error). */
const VISITS: Array<{ user: string; pages: Array<{ path: string; heading: string; text?: RegExp }> }> = [
  { user: 'lbg204.0', pages: [
    // The active semester's holiday calendar (decision 0022) shows the seeded campus breaks, or, in a
    // semester whose Idulfitri leaves no room for them, its national holidays.
    { path: '/generate-pertemuan', heading: 'Generate Pertemuan', text: /Pekan Olahraga dan Seni Mahasiswa|Dies Natalis Universitas Nusantara|Idulfitri/ },
    { path: '/pertemuan-persemester', heading: 'Pertemuan Per Semester', text: /Menampilkan 1–7/ },
    { path: '/validasi-presensi-manual', heading: 'Validasi Presensi Manual', text: /Level 2/ },
  ] },
  { user: 'dsn00', pages: [
    { path: '/presensi/presensi-mahasiswa', heading: 'Presensi Mahasiswa', text: /Lihat Pertemuan/ },
    { path: '/presensi-dosen/presensi-manual', heading: 'Presensi Manual' },
    { path: '/presensi-dosen/level-1&2', heading: 'Presensi Dosen Level 1 & 2', text: /Menunggu/ },
    { path: '/presensi-dosen/jadwal-mengajar-pengganti', heading: 'Jadwal Mengajar Pengganti', text: /Menunggu validasi Program Studi/ },
    { path: '/presensi/presensi-pengganti', heading: 'Presensi Pengganti' },
    { path: '/laporan/absensi', heading: 'Laporan Absensi', text: /Rata-rata kehadiran/ },
  ] },
  { user: 'mhs00', pages: [{ path: '/presensi', heading: 'Presensi', text: /Kehadiran/ }] },
  { user: 'aka00', pages: [
    { path: '/validasi-presensi-manual-dosen', heading: 'Validasi Presensi Manual Dosen', text: /Level 1/ },
    { path: '/laporan-presensi', heading: 'Laporan Presensi', text: /Budi Santoso/ },
  ] },
  { user: 'fak00', pages: [{ path: '/validasi-presensi-manual', heading: 'Validasi Presensi Manual', text: /Level 2/ }] },
];

describe('attendance pages for every user type that has them', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VISITS)('$user', async ({ user, pages }) => {
    // Logged in on the first page; the form has journeys of its own.
    const page = await openAs(browser, server.url, user, pages[0].path);
    for (const [i, p] of pages.entries()) {
      if (i > 0) await navigateInApp(page, p.path);
      await page.getByRole('heading', { level: 1, name: p.heading, exact: true }).waitFor({ timeout: 20_000 });
      if (p.text) await page.getByText(p.text).first().waitFor({ timeout: 20_000 });
      expect(await page.getByText('Data gagal dimuat.').count()).toBe(0);
      expect(await page.getByRole('alert').count(), `${user} ${p.path}`).toBe(0);
    }
  }, 120_000);

  it('dsn00 reads a class\'s attendance matrix, and on a phone a card per student with every meeting on screen', async () => {
    const page = await openAs(browser, server.url, 'dsn00', '/laporan/absensi');
    await page.getByRole('heading', { level: 1, name: 'Laporan Absensi' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Detail' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Detail Presensi Kelas' }).waitFor();
    const baris = page.locator('tbody tr');
    await baris.first().waitFor({ timeout: 20_000 });
    const jumlah = await baris.count();
    expect(await page.locator('thead th').count()).toBeGreaterThan(3);

    await page.setViewportSize({ width: 390, height: 844 });
    const kartu = page.getByRole('list', { name: 'Detail Presensi Kelas' }).getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Kehadiran' }) });
    await expect.poll(() => kartu.count()).toBe(jumlah);
    const tanda = kartu.first().getByRole('list', { name: 'Kehadiran' }).getByRole('listitem');
    expect(await tanda.first().getAttribute('aria-label')).toMatch(/^Pertemuan 1: (Hadir|Izin|Sakit|Alpa|Belum tercatat)$/);
    const terakhir = await tanda.last().boundingBox();
    expect(terakhir!.x + terakhir!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  }, 60_000);
});
