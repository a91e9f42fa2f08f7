import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm, navigateInApp, openAs } from './support/session';

// Journey: the student builds the KRS (search, passed courses not offered, clash refused, over-limit refused, save, submit,
// print), looks at the schedule and exam card; the adviser approves; the student sees it locked.
describe('KRS from search to approval', () => {
  let server: RunningServer;
  let browser: Browser;
  let student: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // On the embedded default (PGlite), as `npm start` runs it; most journeys use PostgreSQL.
    server = await startProduct({ embedded: true });
    browser = await launchBrowser();
    student = await browser.newContext({ acceptDownloads: true });
    page = await student.newPage();
    // The first load of the built shell can be slow on a busy machine: wait for the form once, generously.
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').waitFor({ timeout: 90_000 });
    await loginThroughForm(page, server.url, 'mhs00');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const alert = () => page.getByRole('alert');
  const add = async (nama: string) => {
    await page.getByLabel('Nama atau kode mata kuliah').fill(nama);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('button', { name: `Tambah ${nama} A` }).click();
  };

  it('opens the KRS with the saved draft and the SKS limit', async () => {
    await navigateInApp(page, '/data-akademik/krs');
    await page.getByRole('heading', { name: 'Kartu Rencana Studi' }).first().waitFor();
    await page.getByRole('cell', { name: 'Komputasi Awan', exact: true }).waitFor();
    expect(await page.getByTestId('total-sks').textContent()).toBe('3 dari 18 SKS');
    await page.getByText('Draf', { exact: true }).waitFor();
  });

  it('sees a course already passed as not takeable, and the D course as takeable', async () => {
    await page.getByLabel('Nama atau kode mata kuliah').fill('Basis Data');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const basisData = page.getByRole('row').filter({ hasText: 'Basis Data' });
    await basisData.getByText('Sudah lulus (A)').waitFor();
    expect(await basisData.getByRole('button').count()).toBe(0);
    await page.getByLabel('Nama atau kode mata kuliah').fill('Sistem Operasi');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('button', { name: 'Tambah Sistem Operasi A' }).waitFor();
    expect(await page.getByText(/Sudah lulus/).count()).toBe(0);
  });

  it('is refused a clashing class with the clash message', async () => {
    await add('Internet of Things');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await alert().getByText(/Jadwal bentrok: Komputasi Awan \(A\) dan Internet of Things \(A\)/).waitFor();
    await page.getByRole('button', { name: 'Hapus Internet of Things' }).click();
  });

  it('is refused a selection over the SKS limit', async () => {
    for (const nama of ['Kerja Praktik', 'Sistem Operasi', 'Pemrosesan Bahasa Alami', 'Kuliah Kerja Nyata', 'Pengolahan Citra Digital', 'Internet of Things']) await add(nama);
    expect(await page.getByTestId('total-sks').textContent()).toBe('21 dari 18 SKS');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await alert().getByText('Jumlah SKS (21) melebihi batas 18 SKS untuk IPS semester lalu 2,33.').waitFor();
  });

  it('saves, submits and downloads the KRS PDF', async () => {
    await page.getByRole('button', { name: 'Hapus Pengolahan Citra Digital' }).click();
    await page.getByRole('button', { name: 'Hapus Internet of Things' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('KRS berhasil disimpan.').first().waitFor();
    await page.getByRole('button', { name: 'Ajukan' }).click();
    await page.getByText('Diajukan', { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^KRS-2023552010001.*\.pdf$/);
    const file = await download.path();
    const bytes = fs.readFileSync(file!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${server.url}/api/krs/cetak`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('KRS-2023552010001');
  });

  it('opens the schedule, a class detail and the exam card', async () => {
    await navigateInApp(page, '/data-akademik/jadwal-kuliah');
    // On a wide screen the week is a table named like the page (the phone's check below looks for it by that name).
    await page.getByRole('table', { name: 'Jadwal Kuliah' }).getByRole('link', { name: /Komputasi Awan/ }).waitFor();
    await page.getByRole('link', { name: /Komputasi Awan/ }).click();
    await page.waitForURL(/\/data-akademik\/jadwal-kuliah\/detail\?id_kelas=\d+/);
    await page.getByRole('heading', { name: 'Pertemuan mingguan' }).waitFor();
    await page.getByText(/Budi Santoso/).first().waitFor();

    // On a phone's width the week is a list of cards: room and lecturer on screen, no sideways scroll.
    const lebar = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await navigateInApp(page, '/data-akademik/jadwal-kuliah');
    const kartu = page.getByRole('list', { name: 'Jadwal Kuliah' }).getByRole('listitem').filter({ hasText: 'Komputasi Awan' });
    await kartu.waitFor();
    expect(await page.getByRole('table', { name: 'Jadwal Kuliah' }).count()).toBe(0);
    const dosen = kartu.getByText(/Budi Santoso/);
    const kotak = await dosen.boundingBox();
    expect(kotak!.x + kotak!.width).toBeLessThanOrEqual(390);
    expect(await kartu.textContent()).toMatch(/Kelas A · 3 SKS · GC-101/);
    await kartu.getByRole('link', { name: /Komputasi Awan/ }).click();
    await page.waitForURL(/\/data-akademik\/jadwal-kuliah\/detail\?id_kelas=\d+/);
    // The exam card too, as it is shown at the exam room's door.
    await navigateInApp(page, '/data-akademik/kartu-ujian');
    const ujian = page.getByRole('list', { name: 'Kartu Ujian' }).getByRole('listitem').filter({ hasText: 'Komputasi Awan' });
    await ujian.getByText(/Memenuhi syarat/).waitFor();
    expect(await ujian.textContent()).toMatch(/\d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
    if (lebar) await page.setViewportSize(lebar);

    await navigateInApp(page, '/data-akademik/kartu-ujian');
    await page.getByRole('cell', { name: /Komputasi Awan/ }).waitFor();
    await page.getByRole('radio', { name: 'UAS' }).click();
    await page.getByRole('cell', { name: /Kuliah Kerja Nyata/ }).waitFor();
  });

  it('the adviser approves it at /akademik/perwalian', async () => {
    const dsn = await openAs(browser, server.url, 'dsn00', '/akademik/perwalian');
    await dsn.getByRole('button', { name: 'Lihat 2023552010001' }).click();
    await dsn.getByRole('heading', { name: /2023552010001 · Siti Rahmawati/ }).waitFor();
    await dsn.getByRole('button', { name: 'Setujui' }).click();
    await dsn.getByText('KRS ini tidak sedang menunggu persetujuan.').waitFor();
    await dsn.context().close();
  });

  it('the student sees the approved KRS locked', async () => {
    await navigateInApp(page, '/data-akademik/krs');
    await page.getByTestId('krs-terkunci').getByText(/terkunci/).waitFor();
    await page.getByText('Disetujui', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Tambah / }).count()).toBe(0);
  });
});
