import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey: dsn00 reports an activity held today (evening session) with a PNG as proof; aka00 finds
// it through the Beranda card and approves it at level 1; fak00 approves it at level 2; dsn00 sees
// it approved, opens its detail with the three steps and downloads the proof as uploaded.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
const JUDUL = 'Narasumber Webinar Keamanan Data Akademik';

describe('lecturer activities: submitted, validated by the programme and the faculty', () => {
  const journey = useJourney();

  it('dsn00 submits with a file, aka00 approves, fak00 approves, dsn00 sees it approved', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const dosen = await journey.as('dsn00', '/kegiatan-dosen');
    await dosen.getByRole('heading', { level: 1, name: 'Kegiatan Dosen' }).waitFor({ timeout: 30_000 });
    await dosen.getByLabel('Jenis kegiatan').selectOption({ label: 'Pengabdian kepada Masyarakat' });
    await dosen.getByLabel('Judul kegiatan').fill(JUDUL);
    await dosen.getByLabel('Tanggal').fill(today);
    await dosen.getByLabel('Sesi').selectOption({ label: 'Sesi 5 (Malam) (18.30–21.00 WIB)' });
    await dosen.getByLabel('Tempat').fill('Zoom Meeting LLDIKTI Wilayah IV');
    await dosen.getByLabel('Uraian kegiatan').fill('Narasumber webinar perlindungan data pribadi mahasiswa bagi operator PDDIKTI.');
    await dosen.getByLabel('Berkas bukti').setInputFiles({ name: 'sertifikat-narasumber.png', mimeType: 'image/png', buffer: PNG });
    await dosen.getByRole('button', { name: 'Ajukan' }).click();
    await dosen.getByText('Kegiatan berhasil diajukan dan menunggu validasi program studi.').waitFor();
    await dosen.locator('tbody tr', { hasText: JUDUL }).getByText('Menunggu validasi prodi').waitFor();

    const prodi = await journey.as('aka00', '/beranda');
    await prodi.getByRole('link', { name: /Kegiatan dosen menunggu validasi Anda/ }).click();
    await prodi.waitForURL(`${journey.server.url}/validasi-kegiatan-dosen`);
    await prodi.getByRole('heading', { level: 1, name: 'Validasi Kegiatan Dosen' }).waitFor();
    await prodi.getByRole('button', { name: `Setujui ${JUDUL}` }).click();
    await prodi.getByText('Kegiatan disetujui pada Level 1 (Program Studi).').first().waitFor();
    await prodi.getByRole('button', { name: `Setujui ${JUDUL}` }).waitFor({ state: 'detached' });

    const fakultas = await journey.as('fak00', '/validasi-kegiatan-dosen');
    await fakultas.getByRole('heading', { level: 1, name: 'Validasi Kegiatan Dosen' }).waitFor({ timeout: 30_000 });
    await fakultas.getByRole('button', { name: `Setujui ${JUDUL}` }).click();
    await fakultas.getByText('Kegiatan disetujui pada Level 2 (Fakultas).').first().waitFor();

    await dosen.reload();
    const row = dosen.locator('tbody tr', { hasText: JUDUL });
    await row.getByText('Disetujui').waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: 'Detail' }).click();
    await dosen.waitForURL(/\/kegiatan-dosen\/\d+$/);
    await dosen.getByRole('heading', { level: 1, name: 'Detail Kegiatan' }).waitFor();
    await dosen.getByText('Level 1 (Program Studi): Disetujui').waitFor();
    await dosen.getByText('Level 2 (Fakultas): Disetujui').waitFor();
    const [proof] = await Promise.all([dosen.waitForEvent('download'), dosen.getByRole('button', { name: 'Unduh Bukti' }).click()]);
    expect(proof.suggestedFilename()).toBe('sertifikat-narasumber.png');
    expect(fs.readFileSync((await proof.path())!).equals(PNG)).toBe(true);
  }, 180_000);
});
