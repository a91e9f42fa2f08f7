import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey: the lecturer dsn00 opens "Jadwal Mengajar", opens Bahan Ajar of the seeded class
// 'Komputasi Awan' and downloads its RPS (a real PDF under the course's name); back on the
// schedule, opens Bukti Mengajar and, at a phone's width, uploads a small PNG with the topic taught as
// proof of a meeting that is today or past, sees it on the meeting's card and opens its detail, where
// the file is listed.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');

describe('teaching: a lecturer downloads the RPS and uploads teaching proof', () => {
  const journey = useJourney();

  it('dsn00 downloads the RPS, uploads proof of a meeting and opens its detail', async () => {
    const page = await journey.as('dsn00', '/akademik/jadwal');
    await page.getByRole('heading', { level: 1, name: 'Jadwal Mengajar' }).waitFor({ timeout: 30_000 });
    const kelas = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await kelas.getByRole('link', { name: 'Bahan Ajar' }).click();
    await page.waitForURL(/\/akademik\/jadwal\/bahan-ajar\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Bahan Ajar' }).waitFor();
    await page.getByText(/1\. Pengantar dan kontrak kuliah/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh RPS' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^RPS .+ Komputasi Awan\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal`);
    await page.locator('tbody tr', { hasText: 'Komputasi Awan' }).getByRole('link', { name: 'Bukti Mengajar' }).click();
    await page.waitForURL(/\/akademik\/jadwal\/bukti-mengajar\/\d+\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Bukti Mengajar' }).waitFor();
    // A lecturer photographs the class with a phone: the meetings are cards there, the form inside.
    await page.setViewportSize({ width: 390, height: 844 });
    const kartu = page.getByRole('list', { name: 'Bukti Mengajar' }).getByRole('listitem');
    const topik = kartu.getByLabel(/^Topik\/materi pertemuan \d+$/).first();
    await topik.waitFor({ timeout: 30_000 });
    const ke = (await topik.getAttribute('aria-label'))!.replace(/\D+/g, '');
    const row = kartu.filter({ has: page.getByLabel(`Topik/materi pertemuan ${ke}`, { exact: true }) });
    await topik.fill('Pengantar komputasi awan dan model layanan');
    await page.getByLabel(`Berkas bukti pertemuan ${ke}`, { exact: true }).setInputFiles({ name: 'foto-kelas.png', mimeType: 'image/png', buffer: PNG });
    const unggah = row.getByRole('button', { name: 'Unggah' });
    const kotak = await unggah.boundingBox();
    expect(kotak!.x + kotak!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await unggah.click();
    await page.getByText(`Bukti mengajar pertemuan ${ke} tersimpan.`).waitFor();
    await row.getByText('Pengantar komputasi awan dan model layanan').waitFor();
    await row.getByText('1 berkas').waitFor();

    await row.getByRole('link', { name: 'Detail' }).click();
    await page.waitForURL(/\/akademik\/jadwal\/bukti-mengajar\/detail-bukti-mengajar\/\d+\/\d+\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Detail Bukti Mengajar' }).waitFor();
    // Still on the phone: each proof file is a card with its download button on screen.
    const berkas = page.getByRole('list', { name: 'Berkas bukti' }).getByRole('listitem').filter({ hasText: 'foto-kelas.png' });
    await berkas.waitFor();
    await page.getByText(/^\d+ dari \d+ mahasiswa$/).waitFor();
    const tombol = berkas.getByRole('button', { name: 'Unduh' });
    const letak = (await tombol.boundingBox())!;
    expect(letak.x + letak.width).toBeLessThanOrEqual(390);
    const [proof] = await Promise.all([page.waitForEvent('download'), tombol.click()]);
    expect(proof.suggestedFilename()).toBe('foto-kelas.png');
    expect(fs.readFileSync((await proof.path())!).equals(PNG)).toBe(true);
  }, 120_000);
});
