import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPdf } from '../../modules/uaps/seed';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

// Journey (issue 5): a student takes a proposal from draft to submitted with its requirement
// files, programme staff validate it and assign dsn00 as supervisor, the student logs two
// supervision sessions, the supervisor validates one in the app and the other through the public
// one-time link without logging in; the link then no longer works.
describe('final project: proposal to validated supervision sessions', () => {
  let server: RunningServer;
  let browser: Browser;
  let link = '';

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const as = async (username: string, path: string): Promise<Page> => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await loginThroughForm(page, server.url, username);
    await page.goto(`${server.url}${path}`);
    return page;
  };

  it('the student drafts a proposal, uploads the required files and submits it', async () => {
    const page = await as('ta.baru', '/ujian-akhir-program-studi/propsal-ujian-akhir');
    await page.getByRole('heading', { name: 'Buat Draf Proposal' }).waitFor();
    await page.getByLabel('Judul').fill('Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing');
    await page.getByLabel('Ringkasan').fill('Membandingkan sidik jari dokumen untuk mendeteksi kemiripan naskah.');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Draf', { exact: true }).first().waitFor();

    const required = ['Naskah Proposal (PDF)', 'Transkrip / KHS Terakhir', 'KRS Semester Berjalan (memuat Tugas Akhir)', 'Bukti Pembayaran Semester'];
    for (const [i, name] of required.entries()) {
      await page.getByLabel(`Unggah ${name}`).setInputFiles({ name: `syarat-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(name) });
      await page.getByRole('button', { name: `syarat-${i + 1}.pdf` }).waitFor();
    }
    await page.getByRole('button', { name: 'Ajukan Proposal' }).click();
    await page.getByText('Proposal sudah diajukan dan menunggu validasi program studi.').waitFor();
    await page.context().close();
  });

  it('programme staff validate the proposal and assign dsn00 as main supervisor', async () => {
    const page = await as('aka01', '/sidang-pra-uaps/validasi-ajuan');
    await page.getByRole('button', { name: 'Periksa Andi Pratama' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing').waitFor();
    await dialog.getByRole('button', { name: 'syarat-1.pdf' }).waitFor();
    await dialog.getByRole('button', { name: 'Validasi' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/sidang-pra-uaps/penugasan-pembimbing`);
    await page.getByRole('button', { name: 'Tugaskan Andi Pratama' }).click();
    const form = page.getByRole('dialog');
    const select = form.getByLabel('Dosen');
    await expect.poll(async () => (await select.locator('option').allTextContents()).some((o) => o.includes('Budi Santoso'))).toBe(true);
    const value = await select.locator('option', { hasText: 'Budi Santoso' }).first().getAttribute('value');
    await select.selectOption(value!);
    await form.getByRole('button', { name: 'Tugaskan' }).click();
    await form.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the student logs two sessions and gets a one-time validation link', async () => {
    const page = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    await page.getByText(/Budi Santoso.*Pembimbing Utama/).waitFor();
    await page.getByLabel('Topik').fill('Penyusunan latar belakang');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('cell', { name: 'Penyusunan latar belakang' }).waitFor();
    await page.getByLabel('Topik').fill('Perancangan metode Winnowing');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('cell', { name: 'Perancangan metode Winnowing' }).waitFor();
    link = (await page.getByLabel('Tautan validasi').textContent())!.trim();
    expect(link).toMatch(/\/validasi\/s\/bimbingan\?token=[A-Za-z0-9_-]{43}$/);
    await page.context().close();
  });

  it('the supervisor validates the first session in the app', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa');
    await page.getByRole('button', { name: 'Validasi Penyusunan latar belakang' }).click();
    await page.getByRole('button', { name: 'Validasi Penyusunan latar belakang' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the second is validated through the public link without login, once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.getByText('Perancangan metode Winnowing').waitFor();
    await page.getByRole('button', { name: 'Validasi Bimbingan' }).click();
    await page.getByText('Bimbingan divalidasi.').waitFor();
    await page.goto(link);
    await page.getByText('Tautan validasi tidak berlaku: sudah dipakai, kedaluwarsa, atau tidak dikenal.').waitFor();
    await context.close();

    const student = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    await student.getByText('2 bimbingan tervalidasi (minimal 8 untuk sidang)', { exact: false }).waitFor();
    await student.context().close();
  });
});
