import { describe, it } from 'vitest';
import { useJourney } from './support/journey';
import { clickUntilGone } from './support/actions';
import { navigateInApp } from './support/session';

// Journey: mhs00 asks to change the second supervisor, programme staff accept the request and
// assign a replacement, and the student sees the new supervisor on the final-project page.
describe('final project: supervisor change', () => {
  const journey = useJourney();
  let replacement = '';

  const as = journey.as;

  it('the student drafts and submits the request', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    const target = page.getByLabel('Pembimbing yang ingin diganti');
    await target.locator('option', { hasText: 'Pembimbing Pendamping' }).waitFor({ state: 'attached' });
    await target.selectOption({ index: 1 });
    await page.getByLabel('Alasan').fill('Topik bergeser ke bidang jaringan komputer.');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByRole('button', { name: 'Ajukan', exact: true }).click();
    await page.getByRole('cell', { name: 'Diajukan' }).waitFor();
  });

  it('staff accept it and assign a replacement', async () => {
    const page = await as('aka01', '/ganti-dosen-pembimbing/validasi-ganti-pembimbing');
    await clickUntilGone(page, 'Terima Siti Rahmawati');
    await navigateInApp(page, '/ganti-dosen-pembimbing/ajuan-diterima');
    await page.getByRole('button', { name: 'Tugaskan Siti Rahmawati' }).click();
    const dialog = page.getByRole('dialog');
    const select = dialog.getByLabel('Dosen');
    await select.locator('option').nth(2).waitFor({ state: 'attached' });
    // Not dsn00, who is already the main supervisor.
    const options = await select.locator('option').allTextContents();
    replacement = options.find((o) => !o.includes('Budi Santoso'))!;
    await select.selectOption({ label: replacement });
    await dialog.getByRole('button', { name: 'Tugaskan' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the student sees the new supervisor', async () => {
    const page = await as('mhs00', '/ujian-akhir-program-studi/data-tugas-akhir');
    await page.getByRole('rowheader', { name: replacement, exact: true }).waitFor();
  });
});
