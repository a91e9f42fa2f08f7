import type { Page } from 'playwright-core';

/** A date `n` days from today in Asia/Jakarta, as the date field takes it. */
export const hariJakarta = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * On /kelola-penugasan-proyek: "Tambah Penugasan" for Hendra Gunawan (kor00) with the given title,
 * task, deadline and files, then waits until the server accepted it and the dialog closed.
 */
export async function ajukanProyekKeHendra(staf: Page, isi: {
  judul: string; deskripsi: string; tenggat: string;
  surat: { name: string; buffer: Buffer }; tor: { name: string; buffer: Buffer };
}): Promise<void> {
  await staf.getByRole('heading', { level: 1, name: 'Kelola Penugasan Proyek' }).waitFor({ timeout: 30_000 });
  await staf.getByRole('button', { name: 'Tambah Penugasan' }).click();
  const form = staf.getByRole('dialog');
  const hendra = form.locator('#proyek-dosen option', { hasText: 'Hendra Gunawan' });
  await hendra.waitFor({ state: 'attached' });
  await form.getByLabel('Dosen').selectOption((await hendra.getAttribute('value'))!);
  await form.getByLabel('Tenggat').fill(isi.tenggat);
  await form.getByLabel('Judul proyek').fill(isi.judul);
  await form.getByLabel('Uraian tugas').fill(isi.deskripsi);
  await form.getByLabel('Surat tugas / TOR').setInputFiles({ ...isi.surat, mimeType: 'application/pdf' });
  await form.getByLabel('Dokumen tugas').setInputFiles({ ...isi.tor, mimeType: 'application/pdf' });
  await form.getByRole('button', { name: 'Ajukan' }).click();
  await staf.getByText('Ajuan penugasan proyek terkirim dan menunggu persetujuan dosen.').waitFor();
  await form.waitFor({ state: 'detached' });
}
