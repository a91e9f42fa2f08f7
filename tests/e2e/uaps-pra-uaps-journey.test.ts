import { describe, it } from 'vitest';
import { demoPdf } from '../../modules/uaps/seed-files';
import { useJourney } from './support/journey';
import { clickUntilGone } from './support/actions';

// Journey (issue 5, proposal examination): staff schedule the sidang pra-UAPS of a validated
// proposal with dsn00 as examiner, dsn00 records "lulus dengan perbaikan", the student uploads the
// revision, dsn00 approves it, and staff see the examination finished.
describe('final project: proposal examination to approved revision', () => {
  const journey = useJourney();
  const STUDENT = 'Fajar Nugroho';

  const as = journey.as;

  it('staff schedule the examination with dsn00 as examiner', async () => {
    const page = await as('aka01', '/sidang-pra-uaps/penjadwalan-sidang-pra-uaps');
    await page.getByLabel('Cari nama, NIM, atau judul').fill(STUDENT);
    await page.getByLabel('Cari nama, NIM, atau judul').press('Enter');
    await page.getByRole('button', { name: `Jadwalkan ${STUDENT}` }).click();
    const form = page.getByRole('dialog');
    // Before the seeded examination of the day (09:00, dsn00), so neither room nor examiner is taken.
    await form.getByLabel('Jam Mulai').fill('07:00');
    await form.getByLabel('Jam Selesai').fill('08:00');
    const first = form.getByLabel('Penguji 1');
    await first.locator('option', { hasText: 'Budi Santoso' }).waitFor({ state: 'attached' });
    await first.selectOption({ label: await first.locator('option', { hasText: 'Budi Santoso' }).innerText() });
    await form.getByRole('button', { name: 'Simpan Jadwal' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sudah dijadwalkan' }).click();
    await page.getByRole('button', { name: `Jadwal ulang ${STUDENT}` }).waitFor();
  });

  it('dsn00 records "lulus dengan perbaikan" with the revisions asked for', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/sidang-pra-uaps');
    await page.getByRole('button', { name: `Catat hasil ${STUDENT}` }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Hasil').click();
    await page.getByRole('option', { name: 'Lulus dengan Perbaikan' }).click();
    await form.getByLabel('Catatan (perbaikan yang harus dilakukan)').fill('Perjelas rumusan masalah dan metode evaluasi.');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Perjelas rumusan masalah dan metode evaluasi.').waitFor();
  });

  it('the student uploads the revision, dsn00 approves it, staff see the examination finished', async () => {
    const student = await as('ta.tanpapembimbing', '/ujian-akhir-program-studi/data-tugas-akhir');
    await student.getByLabel('Unggah naskah perbaikan (PDF/DOCX)').setInputFiles({ name: 'proposal-perbaikan.pdf', mimeType: 'application/pdf', buffer: demoPdf('perbaikan') });
    await student.getByRole('button', { name: 'proposal-perbaikan.pdf' }).waitFor();

    const examiner = await as('dsn00', '/ujian-akhir-program-studi/perbaikan-sidang-pra-uaps');
    await clickUntilGone(examiner, `Setujui perbaikan ${STUDENT}`);

    const staff = await as('aka01', '/sidang-pra-uaps/data-sidang-pra-uaps');
    await staff.getByRole('group').getByRole('button', { name: 'Lulus', exact: true }).click();
    await staff.getByRole('button', { name: `Unduh berita acara ${STUDENT}` }).waitFor();
    await staff.getByRole('row', { name: new RegExp(STUDENT) }).getByText('Lulus dengan Perbaikan').waitFor();
  });
});
