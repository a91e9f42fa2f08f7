import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm, navigateInApp } from './support/session';

// Journey: the demo student mhs00 opens every student-record page, edits the biodata, downloads
// the KHS PDF, changes the password and logs in again with the new one.
describe('student pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
    const context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    await loginThroughForm(page, server.url, 'mhs00');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (path: string, heading: string) => {
    await navigateInApp(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  };

  it('shows the profile, academic position and semester history', async () => {
    await open('/data-pribadi', 'Data Pribadi');
    await page.getByText('Siti Rahmawati').first().waitFor();
    await page.getByText('Dr. Ir. Budi Santoso, M.Kom.').first().waitFor();
    await page.getByRole('heading', { name: 'Posisi Semester' }).waitFor();
    await page.getByText('Tiket Pelayanan').first().waitFor();
    await page.getByText('Permohonan surat keterangan aktif kuliah', { exact: false }).first().waitFor();
  });

  it('edits the biodata: a bad phone is refused per field, a good change is saved', async () => {
    await open('/data-pribadi/detail', 'Detail Biodata');
    const hp = page.getByLabel('Nomor HP', { exact: true });
    await hp.fill('12345');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nomor HP harus diawali 08 atau +628').waitFor();
    await hp.fill('081298765432');
    await page.getByLabel('Alamat', { exact: true }).fill('Jl. Tamansari No. 64');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Biodata berhasil disimpan.').waitFor();
    await open('/data-pribadi', 'Data Pribadi');
    await page.getByText('081298765432').waitFor();
    await page.getByText('Jl. Tamansari No. 64', { exact: false }).waitFor();
  });

  it('shows the KHS with IPS/IPK and downloads its PDF', async () => {
    await open('/data-akademik/khs', 'Kartu Hasil Studi (KHS)');
    await page.getByText('IPK').first().waitFor();
    const ipk = await page.locator('dd').nth(3).textContent();
    expect(ipk).toMatch(/^\d,\d{2}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^KHS_\d{13}_\d{5}\.pdf$/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: readFileSync((await download.path())!) }).toString();
    expect(text).toContain('KARTU HASIL STUDI');
    expect(text).toContain('Siti Rahmawati');
  });

  it('opens grade summary, finance, certificates and documents', async () => {
    await open('/data-akademik/rangkuman-nilai', 'Rangkuman Nilai');
    await page.getByRole('table').waitFor();
    // On a phone, each course's letter grade stays on screen.
    const layar = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const mk = page.getByRole('list', { name: 'Rangkuman Nilai' }).getByRole('listitem').first();
    const huruf = mk.getByText(/^(A|AB|B|BC|C|D|E)$/);
    await huruf.waitFor();
    const kotakHuruf = await huruf.boundingBox();
    expect(kotakHuruf!.x + kotakHuruf!.width).toBeLessThanOrEqual(390);
    if (layar) await page.setViewportSize(layar);
    await open('/keuangan', 'Keuangan');
    await page.getByText('Uang Kuliah Tunggal (UKT)', { exact: false }).first().waitFor();
    await page.getByText('Lunas').first().waitFor();
    // An amount stays one value on one line, however narrow its column: 'Rp' and '5.750.000' never part.
    const jumlah = page.getByRole('cell', { name: /^Rp [\d.]+$/ }).first();
    expect(await jumlah.evaluate((td) => getComputedStyle(td).whiteSpace)).toBe('nowrap');
    // On a phone each bill is a block of its own, its status and payment on screen.
    const lebar = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const tagihan = page.getByRole('listitem').filter({ hasText: 'Uang Kuliah Tunggal (UKT)' }).first();
    await tagihan.getByText('Lunas').waitFor();
    const status = await tagihan.getByText('Lunas').boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(390);
    expect(await tagihan.textContent()).toMatch(/Jatuh tempo \w+, \d+ \w+ \d{4}/);
    if (lebar) await page.setViewportSize(lebar);
    await open('/sertifikat-seminar', 'Sertifikat Seminar');
    await page.getByText('Workshop Keamanan Aplikasi Web').waitFor();
    await open('/dokumen', 'Dokumen');
    await page.getByRole('heading', { name: 'Pemeriksaan Berkas PMB' }).waitFor();
    await page.getByText('Ijazah SMA Negeri 3 Bandung').first().waitFor();
    // On a phone each document is a card whose 'Unduh' stays on screen and still downloads the file (decision 0052).
    const lebarDokumen = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const ijazah = page.getByRole('list', { name: 'Ijazah' }).getByRole('listitem').first();
    await ijazah.getByText('Ijazah SMA Negeri 3 Bandung', { exact: true }).waitFor();
    const unduh = ijazah.getByRole('button', { name: 'Unduh' });
    const kotakUnduh = await unduh.boundingBox();
    expect(kotakUnduh!.x + kotakUnduh!.width).toBeLessThanOrEqual(390);
    const [berkas] = await Promise.all([page.waitForEvent('download'), unduh.click()]);
    expect(readFileSync((await berkas.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    if (lebarDokumen) await page.setViewportSize(lebarDokumen);
  });

  it('changes the password and logs in again with the new one', async () => {
    await open('/data-pribadi/ganti-password', 'Ganti Password');
    await page.getByLabel('Password lama').fill('salah-sekali1');
    await page.getByLabel('Password baru', { exact: true }).fill('rahasiaBaru2025');
    await page.getByLabel('Konfirmasi password baru').fill('rahasiaBaru2025');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('salah', { exact: false }).first().waitFor();
    await page.getByLabel('Password lama').fill('siakad');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Password berhasil diganti.').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await loginThroughForm(again, server.url, 'mhs00', 'rahasiaBaru2025');
    await fresh.close();
  });
});
