import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { openAs } from './support/session';

const QR_MARGIN = 4;
const frame = { width: 640, height: 480 };

/** Module size in whole pixels: a still picture whose modules alternate 6 and 7 pixels can stay unreadable. */
function qrScale(token: string): number {
  const modules = QRCode.create(token, { errorCorrectionLevel: 'M' }).modules.size;
  return Math.max(2, Math.floor(440 / (modules + 2 * QR_MARGIN)));
}

/**
 * Whether zxing (the scan page's decoder) reads the camera frame this token makes. zxing misses about
 * one code in ten even on perfect pictures, depending on the bit pattern; a student in the room just
 * waits for the screen's next rotation, so the test likewise takes the next token the lecturer's page gets.
 */
function zxingReads(token: string): boolean {
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = qrScale(token);
  const side = (n + 2 * QR_MARGIN) * scale;
  const ox = Math.floor((frame.width - side) / 2);
  const oy = Math.floor((frame.height - side) / 2);
  const lum = new Uint8ClampedArray(frame.width * frame.height).fill(255);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    if (!qr.modules.get(y, x)) continue;
    for (let dy = 0; dy < scale; dy++) lum.fill(0, (oy + (QR_MARGIN + y) * scale + dy) * frame.width + ox + (QR_MARGIN + x) * scale, (oy + (QR_MARGIN + y) * scale + dy) * frame.width + ox + (QR_MARGIN + x + 1) * scale);
  }
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, frame.width, frame.height)))).getText() === token;
  } catch {
    return false;
  }
}

/** Turns a QR token into the .y4m video Chromium's fake camera plays (stack.md recipe), padded, never resampled. */
async function cameraVideo(dir: string, name: string, token: string): Promise<string> {
  const png = join(dir, `${name}.png`);
  const y4m = join(dir, `${name}.y4m`);
  await QRCode.toFile(png, token, { scale: qrScale(token), margin: QR_MARGIN, errorCorrectionLevel: 'M' });
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-loop', '1', '-i', png, '-vf', `pad=${frame.width}:${frame.height}:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p`,
    '-r', '10', '-t', '2', '-pix_fmt', 'yuv420p', y4m]);
  return y4m;
}

const fakeCamera = (y4m: string) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`];

/** Calls the API as the page's logged-in user (token from localStorage). */
async function apiAs<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api/${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, path) as Promise<T>;
}

describe('QR attendance through the camera', () => {
  let server: RunningServer;
  let lecturerBrowser: Browser;
  const studentBrowsers: Browser[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siakad-qr-'));
    // On the embedded default (PGlite), as `npm start` runs it; most journeys use PostgreSQL.
    server = await startProduct({ embedded: true });
    lecturerBrowser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    for (const b of studentBrowsers) await b.close();
    await lecturerBrowser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * mhs00 logs in on a phone-sized screen with the fake camera playing `y4m` and opens the scan page — through the pages
   * (class card, then 'Pindai QR' on the open meeting) or, once already present, by its address.
   * Returns the message the page shows.
   */
  async function studentScans(y4m: string, matkul: string, pertemuanKe: number, viaPages: boolean): Promise<string> {
    const browser = await launchBrowser(fakeCamera(y4m));
    studentBrowsers.push(browser);
    // A student scans with a phone: the class's meetings are cards there, 'Pindai QR' on the open one (decision 0052).
    const page = await openAs(browser, server.url, 'mhs00', '/presensi', { permissions: ['camera'], viewport: { width: 390, height: 844 } });
    if (viaPages) {
      await page.getByRole('link', { name: `Lihat Pertemuan ${matkul}` }).click();
      await page.getByRole('link', { name: 'Pindai QR' }).click();
    } else {
      const kelas = (await apiAs<{ data: Array<{ nama_mata_kuliah: string; id_kelas: number; id_mata_kuliah: number; id_semester_registrasi: number }> }>(page, 'presensi/mahasiswa/jadwal-kuliah'))
        .data.find((k) => k.nama_mata_kuliah === matkul)!;
      await page.goto(`${server.url}/presensi/pertemuan/scan-qr-pertemuan/${pertemuanKe}/${kelas.id_mata_kuliah}/${kelas.id_kelas}/${kelas.id_semester_registrasi}`);
    }
    const result = page.locator('.rt-CalloutRoot');
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    try {
      // Decoding runs in the page while Chromium plays the video; a loaded CI machine needs headroom.
      await result.waitFor({ timeout: 90_000 });
    } catch (e) {
      console.log('Halaman pindai tanpa hasil — status:', await page.getByRole('status').allInnerTexts(), page.url(), logs);
      await page.screenshot({ path: join(dir, 'scan.png') });
      throw e;
    }
    return (await result.innerText()).trim();
  }

  /** The shown token if zxing reads it, else the next fresh one from the QR call the lecturer's page polls. */
  async function readableToken(lecturer: Page, uid: string, shown: string): Promise<string> {
    let token = shown;
    for (let attempt = 0; attempt < 20 && !zxingReads(token); attempt++) {
      token = (await apiAs<{ token: string }>(lecturer, `presensi/dosen/pertemuan/${uid}/qrcode`)).token;
    }
    expect(zxingReads(token)).toBe(true);
    return token;
  }

  it('the lecturer opens today\'s meeting and shows the QR; mhs00 scans it with the camera; the list shows mhs00 present; a stale QR is refused', async () => {
    const lecturer = await openAs(lecturerBrowser, server.url, 'dsn00', '/presensi/presensi-mahasiswa');

    // Find today's meeting of dsn00's classes (the demo campus guarantees one), then go there through the pages.
    const jadwal = await apiAs<{ data: Array<{ id_kelas: number; id_mata_kuliah: number; sks: number; nama_mata_kuliah: string }> }>(lecturer, 'presensi/dosen/jadwal-mengajar');
    let target: { kelas: (typeof jadwal.data)[number]; pertemuan_ke: number } | null = null;
    for (const kelas of jadwal.data) {
      const res = await apiAs<{ data: Array<{ hari_ini: boolean; pertemuan_ke: number; uid: string }> }>(lecturer, `presensi/dosen/jadwal-pertemuan/${kelas.id_mata_kuliah}/${kelas.id_kelas}/${kelas.sks}`);
      const today = res.data.find((p) => p.hari_ini);
      if (!today) continue;
      // The class must be one mhs00 is enrolled in (dsn00 may have several classes meeting today).
      const students = await apiAs<{ data: Array<{ nama_mahasiswa: string }> }>(lecturer, `presensi/dosen/pertemuan/${today.uid}/mahasiswa`);
      if (students.data.some((m) => m.nama_mahasiswa === 'Siti Rahmawati')) {
        target = { kelas, pertemuan_ke: today.pertemuan_ke };
        break;
      }
    }
    expect(target).not.toBeNull();
    await lecturer.getByRole('row', { name: new RegExp(target!.kelas.nama_mata_kuliah) }).first().getByRole('link', { name: 'Lihat Pertemuan' }).click();
    await lecturer.getByRole('link', { name: `Detail pertemuan ${target!.pertemuan_ke}` }).click();

    // A generous rotation for the live scan (the student's browser needs a few seconds to start).
    await lecturer.getByLabel('Pergantian QR (detik)').fill('120');
    await lecturer.getByRole('button', { name: 'Buka Pertemuan' }).click();
    const qr = lecturer.getByRole('img', { name: 'QR code presensi' });
    await qr.waitFor({ timeout: 15_000 });
    const token = await qr.getAttribute('data-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const uid = new URL(lecturer.url()).pathname.split('/').pop()!;
    const readable = await readableToken(lecturer, uid, token!);
    const live = await cameraVideo(dir, 'qr', readable);
    const ok = await studentScans(live, target!.kelas.nama_mata_kuliah, target!.pertemuan_ke, true);
    expect(ok).toMatch(/^Presensi berhasil dicatat: pertemuan ke-/);

    // The lecturer's list (polling) shows mhs00 present.
    await lecturer.getByRole('row', { name: /Siti Rahmawati/ }).locator('.rt-Badge').filter({ hasText: /^Hadir$/ }).waitFor({ timeout: 15_000 });

    // A stale QR: shorten the rotation through the setting, take a token, let it age past rotation + grace.
    await lecturer.getByLabel('Pergantian QR (detik)').fill('3');
    await lecturer.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await lecturer.getByText('Pengaturan pertemuan disimpan.').waitFor();
    await lecturer.waitForTimeout(4000);
    const shown = await qr.getAttribute('data-token');
    expect(shown).not.toBe(token);
    const staleToken = await readableToken(lecturer, uid, shown!);
    const stale = await cameraVideo(dir, 'qr-basi', staleToken);
    await lecturer.waitForTimeout(9000);
    const refused = await studentScans(stale, target!.kelas.nama_mata_kuliah, target!.pertemuan_ke, false);
    expect(refused).toBe('QR code sudah kedaluwarsa. Pindai QR code terbaru di layar dosen.');
  }, 300_000);
});
