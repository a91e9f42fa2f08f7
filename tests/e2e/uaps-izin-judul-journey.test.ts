import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

const JUDUL_BARU = 'Sistem Rekomendasi Mata Kuliah Pilihan dengan Graph Neural Network';

// Journey: mhs00 asks to change the title, dsn00 (main supervisor) approves, programme staff
// approve, and the student sees the new title on the final-project page.
describe('final project: title-change permission', () => {
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

  const as = async (username: string, path: string): Promise<Page> => {
    const page = await (await browser.newContext()).newPage();
    await loginThroughForm(page, server.url, username);
    await page.goto(`${server.url}${path}`);
    return page;
  };

  it('the student asks for a new title', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    await page.getByLabel('Judul baru').fill(JUDUL_BARU);
    await page.getByLabel('Latar belakang perubahan judul').fill('Metode diganti setelah kajian pustaka.');
    await page.getByRole('button', { name: 'Ajukan Izin' }).click();
    await page.getByRole('cell', { name: JUDUL_BARU }).waitFor();
    await page.getByRole('button', { name: 'Batalkan' }).waitFor();
    await page.context().close();
  });

  it('the main supervisor approves it', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/ganti-ujian-akhir-program-studi');
    await page.getByRole('button', { name: 'Setujui Siti Rahmawati' }).click();
    await page.getByRole('button', { name: 'Setujui Siti Rahmawati' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('programme staff approve it', async () => {
    const page = await as('aka01', '/validasi-ganti-uaps');
    await page.getByRole('button', { name: 'Setujui Siti Rahmawati' }).click();
    await page.getByRole('button', { name: 'Setujui Siti Rahmawati' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the student sees the new title', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    await page.getByRole('heading', { name: JUDUL_BARU, exact: true }).waitFor();
    await page.context().close();
  });
});
