import { describe, it } from 'vitest';
import { useJourney } from './support/journey';
import { clickUntilGone } from './support/actions';

const JUDUL_BARU = 'Sistem Rekomendasi Mata Kuliah Pilihan dengan Graph Neural Network';

// Journey: mhs00 asks to change the title, dsn00 (main supervisor) approves, programme staff
// approve, and the student sees the new title on the final-project page.
describe('final project: title-change permission', () => {
  const journey = useJourney();

  const as = journey.as;

  it('the student asks for a new title', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    await page.getByLabel('Judul baru').fill(JUDUL_BARU);
    await page.getByLabel('Latar belakang perubahan judul').fill('Metode diganti setelah kajian pustaka.');
    await page.getByRole('button', { name: 'Ajukan Izin' }).click();
    await page.getByRole('cell', { name: JUDUL_BARU }).waitFor();
    await page.getByRole('button', { name: 'Batalkan' }).waitFor();
  });

  it('the main supervisor approves it', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/ganti-ujian-akhir-program-studi');
    await clickUntilGone(page, 'Setujui Siti Rahmawati');
  });

  it('programme staff approve it', async () => {
    const page = await as('aka01', '/validasi-ganti-uaps');
    await clickUntilGone(page, 'Setujui Siti Rahmawati');
  });

  it('the student sees the new title', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    await page.getByRole('heading', { name: JUDUL_BARU, exact: true }).waitFor();
  });
});
