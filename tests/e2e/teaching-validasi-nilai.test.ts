import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WAKTU = /(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4} pukul \d{2}\.\d{2} WIB/;

// Journey: the lecturer dsn00 opens "Jadwal Mengajar", finds this semester's class whose grades are
// complete ("Lengkap", left by the demo seed) beside one already validated ("Tervalidasi"), opens its
// grade input and validates the grades after confirming. The page answers with the receipt (course,
// lecturer, date and time) instead of the button, closes the score fields, and prints the receipt as
// an A4 PDF; after a reload the receipt is still there, and the schedule marks the class validated.
// A later save of its grades is refused by the server with the reason.
describe('teaching: a lecturer validates a class\'s grades and prints the receipt', () => {
  const journey = useJourney();

  it('dsn00 validates a complete class, sees and prints the receipt', async () => {
    const page = await journey.as('dsn00', '/beranda');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Mengajar', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal Mengajar' }).waitFor();
    await page.locator('tbody tr', { hasText: 'Tervalidasi' }).first().waitFor({ timeout: 30_000 });
    // On a phone each class is a card: its schedule, grade status and three buttons on screen (decision 0052).
    const layar = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const kartu = page.getByRole('list', { name: 'Jadwal Mengajar' }).getByRole('listitem');
    await expect.poll(() => kartu.count()).toBeGreaterThan(1);
    const pertama = kartu.first();
    expect(await pertama.locator('dt').allInnerTexts()).toEqual(['Mata Kuliah', 'SKS', 'Kelas', 'Jadwal', 'Mahasiswa', 'Pertemuan Terlaksana', 'Nilai']);
    expect(await pertama.locator('dd').nth(3).innerText()).toMatch(/^\w+, \d{2}\.\d{2}–\d{2}\.\d{2} WIB\n/);
    const tombolBukti = await pertama.getByRole('link', { name: 'Bukti Mengajar' }).boundingBox();
    expect(tombolBukti!.x + tombolBukti!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    if (layar) await page.setViewportSize(layar);
    await page.locator('tbody tr', { hasText: 'Tervalidasi' }).first().waitFor();
    const siap = page.locator('tbody tr').filter({ has: page.getByText('Lengkap', { exact: true }) }).first();
    const mataKuliah = (await siap.getByRole('rowheader').locator('span').first().innerText()).trim();
    expect(mataKuliah.length).toBeGreaterThan(2);
    await siap.getByRole('link', { name: 'Input Nilai' }).click();
    await page.waitForURL(/\/akademik\/jadwal\/input-nilai\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Input Nilai' }).waitFor();
    await page.getByText(new RegExp(`${esc(mataKuliah)} · Kelas `)).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Validasi Nilai' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/akan menjadi final\./).waitFor();
    await dialog.getByRole('button', { name: 'Ya, Validasi' }).click();
    await page.getByText(new RegExp(`^Nilai ${esc(mataKuliah)} kelas \\S+ divalidasi pada `)).waitFor({ timeout: 30_000 });
    const bukti = page.getByRole('region', { name: 'Bukti Validasi Nilai' });
    await bukti.getByText('Dr. Ir. Budi Santoso, M.Kom.').waitFor();
    await bukti.getByText('S1 Teknik Informatika').waitFor();
    expect(await bukti.innerText()).toMatch(WAKTU);
    expect(await page.getByRole('button', { name: 'Validasi Nilai' }).count()).toBe(0);
    expect(await page.locator('tbody').getByRole('textbox').first().isDisabled()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), bukti.getByRole('button', { name: 'Cetak Bukti Validasi' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Bukti-Validasi-Nilai_[A-Za-z0-9-]+_[A-Za-z0-9-]+_\d{5}\.pdf$/);
    const file = (await download.path())!;
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('BUKTI VALIDASI NILAI');
    expect(text).toContain(mataKuliah);
    expect(text).toContain('Dr. Ir. Budi Santoso, M.Kom.');

    // The receipt is the server's: after a reload it is shown again, and a save of the grades is refused.
    await page.reload();
    await page.getByRole('region', { name: 'Bukti Validasi Nilai' }).getByText('Dr. Ir. Budi Santoso, M.Kom.').waitFor({ timeout: 30_000 });
    await page.getByText(/^Nilai kelas ini sudah divalidasi oleh Dr\. Ir\. Budi Santoso, M\.Kom\. pada .+ dan bersifat final\./).waitFor();
    const ditolak = await page.evaluate(async () => {
      const [, , , , idSemester, idMataKuliah, idKelas] = location.pathname.split('/');
      const kelas = { id_semester_registrasi: Number(idSemester), id_mata_kuliah: Number(idMataKuliah), id_kelas: Number(idKelas) };
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' };
      const q = new URLSearchParams(Object.entries(kelas).map(([a, b]) => [a, String(b)]));
      const data = await (await fetch(`/api/input-nilai?${q}`, { headers })).json();
      const m = data.mahasiswa[0];
      const res = await fetch('/api/input-nilai', { method: 'PATCH', headers, body: JSON.stringify({ ...kelas, nilai: [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: m.nilai_angka === 50 ? 51 : 50 }] }) });
      return { status: res.status, message: (await res.json()).message as string };
    });
    expect(ditolak.status).toBe(409);
    expect(ditolak.message).toMatch(/sudah final dan tidak dapat diubah melalui input nilai/);

    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal`);
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText('Tervalidasi', { exact: true }).waitFor({ timeout: 30_000 });
  }, 180_000);
});
