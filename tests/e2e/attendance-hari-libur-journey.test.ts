import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTanggal } from '../../core/client/shared/format';
import { TOKEN_STORAGE_KEY } from '../../core/contract/constants';
import { useJourney } from './support/journey';
import { navigateInApp } from './support/session';

// Journey: LP3 (lbg204.0) adds a campus holiday on /generate-pertemuan on the day of a class's
// coming meeting, generates, and on /pertemuan-persemester finds that meeting a week later.
const NAMA = 'Libur Rapat Senat Terbuka';
const tambahHari = (tanggal: string, n: number) => new Date(Date.parse(`${tanggal}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Kelas { id_kelas: number; nama_mata_kuliah: string; nama_kelas: string; nama_dosen: string; pertemuan: Array<{ pertemuan_ke: number; tanggal: string; status: string }> }

/** A GET of the API with the page's own session token. */
async function apiGet<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  const res = await page.request.get(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

describe('attendance: LP3 adds a holiday and the meeting on it moves a week', () => {
  const journey = useJourney();

  it('lbg204.0 adds a holiday on a coming meeting, generates, and the meeting lands on the next week', async () => {
    const url = journey.server.url;
    const lp3 = await journey.as('lbg204.0', '/generate-pertemuan');
    await lp3.getByRole('heading', { level: 1, name: 'Generate Pertemuan' }).waitFor({ timeout: 30_000 });
    await lp3.getByRole('heading', { level: 2, name: 'Hari Libur' }).waitFor({ timeout: 20_000 });

    // A coming meeting (not tomorrow's, not the last) of a class without substitute requests (those
    // are dsn00's in the demo), whose next week is no holiday: the journey's target.
    const { semester } = await apiGet<{ semester: { id_semester_registrasi: number } }>(lp3, url, 'semester');
    const libur = new Set((await apiGet<{ data: Array<{ tanggal: string }> }>(lp3, url, `presensi/lp3/hari-libur?id_semester_registrasi=${semester.id_semester_registrasi}`)).data.map((h) => h.tanggal));
    const hariIni = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const { data: kelas } = await apiGet<{ data: Kelas[] }>(lp3, url, `presensi/lp3/pertemuan/${semester.id_semester_registrasi}?per_page=20`);
    const sasaran = kelas.filter((k) => !k.nama_dosen.includes('Budi Santoso')).flatMap((k) => k.pertemuan
      .filter((p) => p.status === 'terjadwal' && p.tanggal > tambahHari(hariIni, 1) && p.pertemuan_ke < k.pertemuan.length && !libur.has(tambahHari(p.tanggal, 7)))
      .map((p) => ({ k, p })))[0];
    expect(sasaran).toBeTruthy();
    const { k, p } = sasaran;
    const tanggalBaru = formatTanggal(tambahHari(p.tanggal, 7));

    await lp3.getByLabel('Tanggal mulai').fill(p.tanggal);
    await lp3.getByLabel('Nama hari libur').fill(NAMA);
    await lp3.getByLabel('Jenis hari libur').selectOption('libur_kampus');
    await lp3.getByRole('button', { name: 'Tambah', exact: true }).click();
    await lp3.getByText(`1 hari libur "${NAMA}" ditambahkan.`, { exact: false }).waitFor();
    const baris = lp3.locator('tbody tr', { hasText: NAMA });
    await baris.getByText(formatTanggal(p.tanggal)).waitFor();
    await baris.getByText('Libur Kampus').waitFor();
    await lp3.getByText(/pertemuan yang belum terlaksana jatuh pada hari libur/).waitFor();

    await lp3.getByRole('button', { name: 'Generate Pertemuan' }).click();
    const pesan = lp3.getByText(/^0 pertemuan baru dibuat dan \d+ pertemuan dipindahkan dari hari libur untuk semester /).first();
    await pesan.waitFor();
    expect(Number(/dan (\d+) pertemuan dipindahkan/.exec(await pesan.innerText())![1])).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lp3.getByText(/pertemuan yang belum terlaksana jatuh pada hari libur/).count()).toBe(0);

    await navigateInApp(lp3, '/pertemuan-persemester');
    await lp3.getByRole('heading', { level: 1, name: 'Pertemuan Per Semester' }).waitFor({ timeout: 30_000 });
    await lp3.getByLabel('Cari mata kuliah, kelas atau dosen').fill(k.nama_mata_kuliah);
    await lp3.getByRole('button', { name: 'Cari', exact: true }).click();
    const barisKelas = lp3.locator('tbody tr', { hasText: k.nama_mata_kuliah }).filter({ hasText: k.nama_dosen })
      .filter({ has: lp3.locator('td', { hasText: new RegExp(`^${k.nama_kelas}$`) }) });
    await barisKelas.getByRole('button', { name: 'Lihat Pertemuan' }).click();
    await lp3.getByText(`${k.nama_mata_kuliah} — Kelas ${k.nama_kelas}`).waitFor();
    const dipindah = lp3.locator('tbody tr', { hasText: tanggalBaru });
    await dipindah.first().waitFor();
    expect((await dipindah.first().getByRole('rowheader').innerText()).trim()).toMatch(new RegExp(`^${p.pertemuan_ke}\\b`));
    expect(await lp3.locator('tbody tr', { hasText: formatTanggal(p.tanggal) }).count()).toBe(0);
  }, 180_000);
});
