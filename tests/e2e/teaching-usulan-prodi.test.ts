import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Journey (decision 0026): programme staff aka00 opens "Preferensi Dosen" from the menu, finds the
// coordinator's seeded preferences, searches and downloads the list as XLSX; then on "Usulan Semester
// Pendek" opens a short-semester class from dsn00's seeded proposal, with dsn00 as its teacher. The
// lecturer dsn00 then finds the proposal accepted on the short-semester page, with no "Tarik".
// Decision 0034: aka00 undoes the acceptance (the unused class goes), refuses the course, undoes the
// refusal; dsn00 reads "Menunggu keputusan program studi" again; aka00 accepts it anew.
describe('teaching: programme staff read preferences and open a short-semester class from a proposal', () => {
  const journey = useJourney();
  let mataKuliah = '';

  it('aka00 reads the lecturers\' preferences and downloads them as XLSX', async () => {
    const page = await journey.as('aka00', '/beranda');
    const menu = await drawerTitles(page);
    expect(menu).toContain('Preferensi Dosen');
    expect(menu).toContain('Usulan Semester Pendek');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Preferensi Dosen', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/preferensi-dosen`);
    await page.getByRole('heading', { level: 1, name: 'Preferensi Mengajar Dosen' }).waitFor();
    await page.getByRole('textbox', { name: 'Cari nama dosen' }).fill('Hendra');
    await page.getByRole('button', { name: 'Cari' }).click();
    // Hendra is on the unfiltered first page too: the search has answered once his row is the only one.
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    const baris = page.locator('tbody tr', { hasText: 'Hendra Gunawan' });
    await baris.getByText('Senin 08.00–12.00 WIB').waitFor({ timeout: 30_000 });
    await baris.getByText('1. Rekayasa Perangkat Lunak').waitFor();

    const [unduhan] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Unduh XLSX/ }).click()]);
    expect(unduhan.suggestedFilename()).toMatch(/^Preferensi-Dosen_.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await unduhan.path())!) as any);
    const isi: string[] = [];
    wb.worksheets[0].eachRow((row) => isi.push((row.values as unknown[]).join(' | ')));
    expect(isi.some((r) => r.includes('Hendra Gunawan') && r.includes('Rekayasa Perangkat Lunak'))).toBe(true);
  }, 180_000);

  it('aka00 opens a class from dsn00\'s proposal', async () => {
    const page = await journey.as('aka00', '/beranda');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Usulan Semester Pendek', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/usulan-semester-pendek`);
    await page.getByRole('heading', { level: 1, name: 'Usulan Semester Pendek' }).waitFor();
    const baris = page.locator('tbody tr', { hasText: 'Budi Santoso' }).filter({ has: page.getByRole('button', { name: /^Buka kelas / }) }).first();
    const tombol = baris.getByRole('button', { name: /^Buka kelas / });
    await tombol.waitFor({ timeout: 30_000 });
    mataKuliah = (await tombol.getAttribute('aria-label'))!.replace(/^Buka kelas /, '');
    // The seeded declined course shows its reason.
    await page.locator('tbody tr', { hasText: 'Ditolak' }).getByText(/^Alasan: Peminat/).waitFor();

    await tombol.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Dosen pengampu' }).click();
    await page.getByRole('option', { name: /Budi Santoso/ }).click();
    await dialog.getByLabel('Kuota kelas').fill('20');
    await dialog.getByRole('button', { name: 'Ya, Buka Kelas' }).click();
    await page.getByText(new RegExp(`^Usulan ${esc(mataKuliah)} diterima\\. Dr\\. Ir\\. Budi Santoso, M\\.Kom\\. mengampu kelas A pada \\d{4}/\\d{4} Pendek\\.$`)).waitFor({ timeout: 30_000 });
    const diputuskan = page.locator('tbody tr', { hasText: mataKuliah });
    await diputuskan.getByText('Diterima').waitFor();
    await diputuskan.getByText(/^Kelas A · Dr\. Ir\. Budi Santoso/).waitFor();
    expect(await diputuskan.getByRole('button').allTextContents()).toEqual(['Batalkan Keputusan']);

    await page.reload();
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText('Diterima').waitFor({ timeout: 30_000 });
  }, 180_000);

  it('dsn00 sees the proposal accepted, as the class\'s teacher, and can no longer withdraw it', async () => {
    expect(mataKuliah).not.toBe('');
    const page = await journey.as('dsn00', '/akademik/jadwal-semester-pendek');
    const usulan = page.getByRole('region', { name: /^Usulan Mata Kuliah \d{4}\/\d{4} Pendek$/ });
    const baris = usulan.locator('tbody tr', { hasText: mataKuliah });
    await baris.getByText('Diterima: kelas A dibuka, Anda pengampunya').waitFor({ timeout: 30_000 });
    expect(await baris.getByRole('button', { name: /^Tarik / }).count()).toBe(0);
  }, 180_000);

  const batalkan = async (page: Page, alasan: string, pesan: RegExp) => {
    await page.locator('tbody tr', { hasText: mataKuliah }).getByRole('button', { name: `Batalkan keputusan ${mataKuliah}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alasan pembatalan').fill(alasan);
    await dialog.getByRole('button', { name: 'Ya, Batalkan Keputusan' }).click();
    await page.getByText(pesan).waitFor({ timeout: 30_000 });
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText('Menunggu', { exact: true }).waitFor();
  };

  it('aka00 undoes the acceptance, refuses the course, then undoes the refusal', async () => {
    expect(mataKuliah).not.toBe('');
    const page = await journey.as('aka00', '/usulan-semester-pendek');
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText('Diterima').waitFor({ timeout: 30_000 });
    await batalkan(page, 'Kuota kelas keliru, diputuskan ulang.', new RegExp(`^Penerimaan usulan ${esc(mataKuliah)} dibatalkan dan kelas A dihapus\\.`));

    const baris = page.locator('tbody tr', { hasText: mataKuliah });
    await baris.getByRole('button', { name: `Tolak usulan ${mataKuliah}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alasan penolakan').fill('Peminat terlalu sedikit untuk dibuka.');
    await dialog.getByRole('button', { name: 'Ya, Tolak' }).click();
    await page.getByText(new RegExp(`^Usulan ${esc(mataKuliah)} untuk .+ ditolak\\.`)).waitFor({ timeout: 30_000 });
    await baris.getByText('Ditolak').waitFor();

    await batalkan(page, 'Peminat ternyata cukup banyak.', new RegExp(`^Penolakan usulan ${esc(mataKuliah)} dibatalkan\\.`));
  }, 180_000);

  it('dsn00 reads the proposal as waiting again and may withdraw it', async () => {
    const page = await journey.as('dsn00', '/akademik/jadwal-semester-pendek');
    const baris = page.getByRole('region', { name: /^Usulan Mata Kuliah / }).locator('tbody tr', { hasText: mataKuliah });
    await baris.getByText('Menunggu keputusan program studi').waitFor({ timeout: 30_000 });
    expect(await baris.getByRole('button', { name: /^Tarik / }).count()).toBe(1);
  }, 180_000);

  it('aka00 accepts the course again: class A is opened anew', async () => {
    const page = await journey.as('aka00', '/usulan-semester-pendek');
    await page.locator('tbody tr', { hasText: mataKuliah }).getByRole('button', { name: `Buka kelas ${mataKuliah}` }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Kuota kelas').fill('15');
    await dialog.getByRole('button', { name: 'Ya, Buka Kelas' }).click();
    await page.getByText(new RegExp(`^Usulan ${esc(mataKuliah)} diterima\\. .+ mengampu kelas A pada`)).waitFor({ timeout: 30_000 });
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText('Diterima').waitFor();
  }, 180_000);
});
