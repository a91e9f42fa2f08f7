import { describe, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey (decision 0033): the administrator adds a room on /ruang-kelas, raises its capacity, and is
// refused when lowering a scheduled room's capacity below the quota of a class taught there.
describe('master-data: the administrator keeps the rooms', () => {
  const journey = useJourney();

  it('adm00 adds a room, edits its capacity, and sees the refusal below a scheduled class quota', async () => {
    const admin = await journey.as('adm00', '/ruang-kelas');
    await admin.getByRole('heading', { level: 1, name: 'Ruang Kelas' }).waitFor({ timeout: 30_000 });
    await admin.getByRole('button', { name: 'Tambah Ruang' }).click();
    const tambah = admin.getByRole('dialog', { name: 'Tambah Ruang' });
    await tambah.getByLabel('Kode ruang').fill('E2E-501');
    await tambah.getByLabel('Nama ruang').fill('Ruang Seminar E2E');
    await tambah.getByLabel('Gedung').selectOption({ index: 1 });
    await tambah.getByLabel('Kapasitas').fill('50');
    await tambah.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Ruang E2E-501 ditambahkan.').waitFor();

    await admin.getByLabel('Cari kode, nama ruang atau gedung').fill('E2E-501');
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    await admin.getByRole('button', { name: 'Ubah ruang E2E-501' }).click();
    const ubah = admin.getByRole('dialog', { name: 'Ubah Ruang E2E-501' });
    await ubah.getByLabel('Kapasitas').fill('80');
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Ruang E2E-501 tersimpan.').waitFor();
    await admin.getByRole('row', { name: /E2E-501 Ruang Seminar E2E .* 80/ }).waitFor();

    // GB-101 holds weekly slots of the active semester's classes in the demo campus.
    await admin.getByLabel('Cari kode, nama ruang atau gedung').fill('GB-101');
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    await admin.getByRole('button', { name: 'Ubah ruang GB-101' }).click();
    const sempit = admin.getByRole('dialog', { name: 'Ubah Ruang GB-101' });
    await sempit.getByLabel('Kapasitas').fill('1');
    await sempit.getByRole('button', { name: 'Simpan' }).click();
    await sempit.getByText(/Kapasitas ruang GB-101 tidak dapat diturunkan menjadi 1: kelas .* berkuota \d+ dijadwalkan di ruang ini/).waitFor();
  }, 180_000);
});
