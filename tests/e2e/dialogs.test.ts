import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { periksa } from './support/axe';
import { useJourney } from './support/journey';
import { openAs } from './support/session';

// Dialogs, popovers and menus as they open: what axe finds in them (their names, headings and
// colours), that a tall dialog can be closed by a button, and that on a phone a dialog stays on the
// screen with its lists as cards.
const PONSEL = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The dialog's box lies within the phone's width and nothing in it scrolls sideways. */
async function dalamLayar(page: Page, dialog: Locator): Promise<void> {
  const kotak = (await dialog.boundingBox())!;
  expect(kotak.x).toBeGreaterThanOrEqual(0);
  expect(kotak.x + kotak.width).toBeLessThanOrEqual(390);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.locator('.rt-DialogScroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

describe('dialogs: named, readable, closable, and within a phone\'s screen', () => {
  const journey = useJourney();

  it('axe finds nothing in the bell\'s popover, the account menu and dialogs with sections', async () => {
    const temuan: Array<{ di: string; id: string; targets: string[] }> = [];
    const catat = (di: string, daftar: Awaited<ReturnType<typeof periksa>>) => temuan.push(...daftar.map((v) => ({ di, id: v.id, targets: v.targets })));

    const mhs = await journey.as('mhs00', '/beranda');
    await mhs.getByRole('heading', { level: 1, name: 'Selamat datang, Siti Rahmawati' }).waitFor({ timeout: 30_000 });
    await mhs.getByRole('button', { name: /notifikasi$/ }).click();
    // Named by its heading (axe: aria-dialog-name).
    await mhs.getByRole('dialog').getByText('Notifikasi', { exact: true }).waitFor();
    catat('lonceng', await periksa(mhs));
    await mhs.keyboard.press('Escape');
    // Named by what it shows, the user's name, without the avatar's initials (decision 0051).
    await mhs.getByRole('button', { name: 'Akun Siti Rahmawati', exact: true }).click();
    const menu = mhs.getByRole('menu');
    await menu.waitFor();
    catat('menu akun', await periksa(mhs, menu));
    await mhs.keyboard.press('Escape');

    const adm = await journey.as('adm00', '/jadwal-nilai');
    await adm.getByRole('heading', { level: 1, name: 'Jadwal Nilai' }).waitFor({ timeout: 30_000 });
    await adm.getByRole('button', { name: /^Ubah jadwal nilai / }).first().click();
    await adm.getByRole('dialog').getByRole('heading', { name: 'Masa input dan validasi nilai' }).waitFor();
    catat('jadwal nilai', await periksa(adm));
    await adm.keyboard.press('Escape');

    const aka = await journey.as('aka00', '/data-laporan/riwayat-uaps');
    await aka.getByRole('heading', { level: 1, name: 'Riwayat UAPS' }).waitFor({ timeout: 30_000 });
    await aka.getByRole('button', { name: /^Detail / }).first().click();
    const detail = aka.getByRole('dialog', { name: 'Detail Tugas Akhir' });
    await detail.getByRole('heading', { name: 'Pembimbing' }).waitFor();
    await detail.getByRole('table', { name: 'Pembimbing' }).waitFor();
    catat('detail tugas akhir', await periksa(aka));

    // The button beside the title closes it, as Escape does.
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(temuan).toEqual([]);
  }, 120_000);

  it('on a phone a dialog with a long choice stays on the screen with its buttons', async () => {
    const page = await openAs(journey.browser, journey.server.url, 'adm00', '/kelola-kuesioner', PONSEL);
    await page.getByRole('heading', { level: 1, name: 'Kelola Kuesioner' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Buat Kuesioner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Kuesioner' });
    // Its longest choice is a questionnaire's title with its number of questions.
    await expect.poll(() => dialog.getByLabel('Salin soal dari').locator('option').count()).toBeGreaterThan(1);
    await dalamLayar(page, dialog);
    const kirim = (await dialog.getByRole('button', { name: 'Buat Kuesioner' }).boundingBox())!;
    expect(kirim.x + kirim.width).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 60_000);

  it('on a phone a final project\'s detail shows its supervisors as cards, and a class\'s meetings are cards with their button on screen below a search box that shows its placeholder', async () => {
    const aka = await openAs(journey.browser, journey.server.url, 'aka00', '/data-laporan/riwayat-uaps', PONSEL);
    await aka.getByRole('heading', { level: 1, name: 'Riwayat UAPS' }).waitFor({ timeout: 30_000 });
    await aka.getByRole('button', { name: /^Detail / }).first().click();
    const detail = aka.getByRole('dialog', { name: 'Detail Tugas Akhir' });
    const pembimbing = detail.getByRole('list', { name: 'Pembimbing' }).getByRole('listitem');
    await pembimbing.first().waitFor();
    await pembimbing.first().getByText('Nomor Surat Tugas').waitFor();
    await dalamLayar(aka, detail);
    const tutup = (await detail.getByRole('button', { name: 'Tutup' }).boundingBox())!;
    expect(tutup.x + tutup.width).toBeLessThanOrEqual(390);
    await aka.context().close();

    const lp3 = await openAs(journey.browser, journey.server.url, 'lbg204.0', '/pertemuan-persemester', PONSEL);
    await lp3.getByRole('heading', { level: 1, name: 'Pertemuan Per Semester' }).waitFor({ timeout: 30_000 });
    // The search box shows its whole placeholder, its button beside it on screen.
    const cari = lp3.getByRole('textbox', { name: 'Cari mata kuliah, kelas atau dosen' });
    expect(await cari.evaluate((el: HTMLInputElement) => {
      const gaya = getComputedStyle(el);
      const ukur = document.createElement('canvas').getContext('2d')!;
      ukur.font = gaya.font;
      return ukur.measureText(el.placeholder).width <= el.clientWidth - parseFloat(gaya.paddingLeft) - parseFloat(gaya.paddingRight);
    })).toBe(true);
    const tombolCari = (await lp3.getByRole('button', { name: 'Cari', exact: true }).boundingBox())!;
    expect(tombolCari.x + tombolCari.width).toBeLessThanOrEqual(390);
    await lp3.getByRole('button', { name: 'Lihat Pertemuan' }).first().click();
    const pertemuan = lp3.getByRole('list', { name: /^Pertemuan .+ Kelas / }).getByRole('listitem');
    await pertemuan.first().waitFor();
    expect(await pertemuan.count()).toBeGreaterThan(1);
    const ubah = (await pertemuan.last().getByRole('button', { name: /^Ubah pertemuan \d+/ }).boundingBox())!;
    expect(ubah.x + ubah.width).toBeLessThanOrEqual(390);
    expect(await lp3.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await lp3.context().close();
  }, 90_000);
});
