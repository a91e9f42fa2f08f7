import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { ajukanProyekKeHendra, hariJakarta } from './support/proyek';

// Journey: the programme secretary aka02 assigns a project to kor00 on /kelola-penugasan-proyek
// with the letter and the task document; kor00 finds it through the Beranda card, downloads the
// letter, approves it and sends an answer; aka02 finds the answer through the Beranda card,
// downloads it and accepts it; kor00 sees the assignment finished with every step in its history.
const SURAT = Buffer.from('%PDF-1.4\n% surat tugas\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TOR = Buffer.from('%PDF-1.4\n% kerangka acuan\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LAPORAN = Buffer.from('%PDF-1.4\n% laporan hasil\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JUDUL = 'Penyusunan Panduan Magang Industri Informatika';

describe('lecturer: a project assignment is given, approved, answered and validated', () => {
  const journey = useJourney();

  it('aka02 assigns, kor00 approves and answers, aka02 accepts, kor00 sees it finished', async () => {
    const staf = await journey.as('aka02', '/kelola-penugasan-proyek');
    await ajukanProyekKeHendra(staf, {
      judul: JUDUL, tenggat: hariJakarta(20), deskripsi: 'Menyusun panduan magang industri untuk mahasiswa semester tujuh beserta format laporan dan logbook.',
      surat: { name: 'surat-tugas-magang.pdf', buffer: SURAT }, tor: { name: 'kerangka-acuan-magang.pdf', buffer: TOR },
    });
    await staf.locator('tbody tr', { hasText: JUDUL }).getByText('Menunggu persetujuan dosen').waitFor();

    const dosen = await journey.as('kor00', '/beranda');
    await dosen.getByRole('link', { name: /Penugasan proyek menunggu persetujuan Anda/ }).click();
    await dosen.waitForURL(`${journey.server.url}/penugasan-proyek`);
    await dosen.getByRole('heading', { level: 1, name: 'Penugasan Proyek' }).waitFor();
    const baris = dosen.locator('tbody tr', { hasText: JUDUL });
    const [surat] = await Promise.all([dosen.waitForEvent('download'), baris.getByRole('button', { name: 'Surat Tugas' }).click()]);
    expect(surat.suggestedFilename()).toBe('surat-tugas-magang.pdf');
    expect(fs.readFileSync((await surat.path())!).equals(SURAT)).toBe(true);
    await baris.getByRole('button', { name: `Tanggapi ${JUDUL}` }).click();
    await dosen.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
    await dosen.getByText('Penugasan proyek disetujui. Kirim jawaban sebelum tenggat.').waitFor();
    await baris.getByText('Sedang dikerjakan').waitFor();
    await baris.getByRole('button', { name: `Kirim Jawaban ${JUDUL}` }).click();
    const kirim = dosen.getByRole('dialog');
    await kirim.getByLabel('Berkas jawaban').setInputFiles({ name: 'panduan-magang-final.pdf', mimeType: 'application/pdf', buffer: LAPORAN });
    await kirim.getByLabel('Keterangan untuk program studi').fill('Panduan dan format logbook terlampir.');
    await kirim.getByRole('button', { name: 'Kirim' }).click();
    await dosen.getByText('Jawaban versi 1 terkirim dan menunggu validasi program studi.').waitFor();
    await baris.getByText('Jawaban menunggu validasi').waitFor();

    const prodi = await journey.as('aka02', '/beranda');
    await prodi.getByRole('link', { name: /Jawaban penugasan proyek menunggu validasi/ }).click();
    await prodi.waitForURL(`${journey.server.url}/kelola-penugasan-proyek`);
    await prodi.locator('tbody tr', { hasText: JUDUL }).getByRole('button', { name: `Validasi ${JUDUL}` }).click();
    const validasi = prodi.getByRole('dialog');
    await validasi.getByText('“Panduan dan format logbook terlampir.”').waitFor();
    const [jawaban] = await Promise.all([prodi.waitForEvent('download'), validasi.getByRole('button', { name: 'Jawaban v1' }).click()]);
    expect(jawaban.suggestedFilename()).toBe(`Jawaban v1 - ${JUDUL} - Hendra Gunawan.pdf`);
    expect(fs.readFileSync((await jawaban.path())!).equals(LAPORAN)).toBe(true);
    await validasi.getByRole('button', { name: 'Terima' }).click();
    await prodi.getByText('Jawaban diterima; penugasan proyek selesai.').waitFor();
    // Finished assignments sort after the open ones (page 2 here): the stage filter finds it.
    await prodi.getByLabel('Status').selectOption({ label: 'Selesai' });
    await prodi.locator('tbody tr', { hasText: JUDUL }).getByText('Selesai', { exact: true }).waitFor();

    await dosen.reload();
    await dosen.getByLabel('Status').selectOption({ label: 'Selesai' });
    const selesai = dosen.locator('tbody tr', { hasText: JUDUL });
    await selesai.getByText('Selesai', { exact: true }).waitFor({ timeout: 30_000 });
    await selesai.getByRole('button', { name: `Riwayat ${JUDUL}` }).click();
    const riwayat = dosen.getByRole('dialog');
    for (const langkah of ['Ajuan penugasan dibuat', 'Disetujui dosen', 'Jawaban versi 1 dikirim', 'Jawaban diterima']) await riwayat.getByText(langkah, { exact: true }).waitFor();
  }, 180_000);
});
