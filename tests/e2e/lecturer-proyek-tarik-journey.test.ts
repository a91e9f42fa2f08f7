import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { ajukanProyekKeHendra, hariJakarta } from './support/proyek';

// Journey (decision 0036): the programme secretary aka02 sends kor00 a project request, edits its
// title and deadline before kor00 answers, then withdraws it with a reason; kor00 finds it
// withdrawn, with who and why, nothing left to answer, and the edit and withdrawal in its history.
const SURAT = Buffer.from('%PDF-1.4\n% surat tugas\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JUDUL = 'Penyusunan Panduan Kerja Praktik Informatika';
const JUDUL_BARU = 'Penyusunan Panduan Kerja Praktik dan Logbook';
const ALASAN = 'Panduan kerja praktik sudah disusun tim fakultas, jadi tugas ini tidak diperlukan.';

describe('lecturer: a project request is edited and withdrawn before the lecturer answers', () => {
  const journey = useJourney();

  it('aka02 sends, edits and withdraws a request; kor00 sees it withdrawn', async () => {
    const staf = await journey.as('aka02', '/kelola-penugasan-proyek');
    await ajukanProyekKeHendra(staf, {
      judul: JUDUL, tenggat: hariJakarta(20), deskripsi: 'Menyusun panduan kerja praktik untuk mahasiswa semester enam beserta format laporan.',
      surat: { name: 'surat-tugas-kp.pdf', buffer: SURAT }, tor: { name: 'kerangka-acuan-kp.pdf', buffer: SURAT },
    });

    await staf.locator('tbody tr', { hasText: JUDUL }).getByRole('button', { name: `Ubah ${JUDUL}` }).click();
    const ubah = staf.getByRole('dialog');
    expect(await ubah.getByLabel('Judul proyek').inputValue()).toBe(JUDUL);
    await ubah.getByLabel('Judul proyek').fill(JUDUL_BARU);
    await ubah.getByLabel('Tenggat').fill(hariJakarta(25));
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await staf.getByText('Ajuan penugasan proyek diubah; dosen melihat versi terbaru.').waitFor();
    await ubah.waitFor({ state: 'detached' });
    const baris = staf.locator('tbody tr', { hasText: JUDUL_BARU });
    await baris.getByText('Menunggu persetujuan dosen').waitFor();

    await baris.getByRole('button', { name: `Tarik ${JUDUL_BARU}` }).click();
    const tarik = staf.getByRole('dialog');
    await tarik.getByLabel('Alasan penarikan').fill(ALASAN);
    await tarik.getByRole('button', { name: 'Tarik Ajuan' }).click();
    await staf.getByText('Ajuan penugasan proyek ditarik.').waitFor();
    await tarik.waitFor({ state: 'detached' });
    await staf.getByLabel('Status').selectOption({ label: 'Ditarik program studi' });
    const ditarik = staf.locator('tbody tr', { hasText: JUDUL_BARU });
    await ditarik.getByText(new RegExp(`^Ditarik oleh .+: ${ALASAN}$`)).waitFor();
    expect(await ditarik.getByRole('button', { name: /^(Ubah|Tarik) / }).count()).toBe(0);

    const dosen = await journey.as('kor00', '/penugasan-proyek');
    await dosen.getByRole('heading', { level: 1, name: 'Penugasan Proyek' }).waitFor({ timeout: 30_000 });
    await dosen.getByLabel('Status').selectOption({ label: 'Ditarik program studi' });
    const milik = dosen.locator('tbody tr', { hasText: JUDUL_BARU });
    await milik.getByText(new RegExp(`^Ditarik oleh .+: ${ALASAN}$`)).waitFor({ timeout: 30_000 });
    expect(await milik.getByRole('button', { name: `Tanggapi ${JUDUL_BARU}` }).count()).toBe(0);
    await milik.getByRole('button', { name: `Riwayat ${JUDUL_BARU}` }).click();
    const riwayat = dosen.getByRole('dialog');
    for (const langkah of ['Ajuan penugasan dibuat', 'Ajuan diubah program studi', 'Ajuan ditarik program studi']) await riwayat.getByText(langkah, { exact: true }).waitFor();
    await riwayat.getByText(ALASAN, { exact: true }).waitFor();
  }, 180_000);
});
