import { describe, expect, it } from 'vitest';
import { periksa, type Pelanggaran } from './support/axe';
import { useJourney } from './support/journey';

// axe-core over the login page and one page of each kind of work, as each kind of user sees it
// (support/axe.ts: every check, white on the spec's #2196f3 let through).
const HALAMAN: Array<[user: string, path: string, heading: string]> = [
  ['mhs00', '/beranda', 'Selamat datang, Siti Rahmawati'],
  ['mhs00', '/data-akademik/krs', 'Kartu Rencana Studi'],
  ['mhs00', '/keuangan', 'Keuangan'],
  ['dsn00', '/izin-dosen', 'Izin Dosen'],
  ['dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa', 'Bimbingan Mahasiswa'],
  ['dsn00', '/laporan/honor-uts-uas', 'Honor UTS/UAS'],
  ['dsn00', '/akademik/prioritan-mata-kuliah', 'Prioritas Mata Kuliah'],
  ['aka00', '/jadwal-kelas', 'Jadwal Kelas'],
  ['aka00', '/validasi-ganti-uaps', 'Validasi Ganti UAPS'],
  ['aka00', '/kuesioner', 'Kuesioner'],
  ['adm00', '/pengguna', 'Pengguna'],
  ['adm00', '/ruang-kelas', 'Ruang Kelas'],
  ['lbg204.0', '/generate-pertemuan', 'Generate Pertemuan'],
];

describe('accessibility: what axe-core finds on the login page and on a page of each kind of work', () => {
  const journey = useJourney();

  it('finds nothing on the login page', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    expect(await periksa(page)).toEqual([]);
    await page.context().close();
  });

  it('finds nothing on the pages of students, lecturers, programme staff, the administrator and the LP3', async () => {
    const temuan: Array<Pelanggaran & { halaman: string }> = [];
    for (const [user, path, heading] of HALAMAN) {
      const page = await journey.as(user, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      // The page's data has arrived: nothing says it is loading any more.
      await page.getByText('Memuat data…').first().waitFor({ state: 'detached' }).catch(() => undefined);
      for (const v of await periksa(page)) temuan.push({ halaman: `${user} ${path}`, ...v });
    }
    expect(temuan).toEqual([]);
  }, 240_000);
});
