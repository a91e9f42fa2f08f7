import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey (decision 0030): the administrator adm00 finds dsn00 on /dokumen-dosen, uploads a decree
// PDF for him and corrects its number; dsn00 sees it on /data-pribadi at once and downloads exactly
// those bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% SK Kenaikan Pangkat IV/b uji e2e\n');
const JUDUL = 'SK Kenaikan Pangkat IV/b';

describe('lecturer: the administrator files a document that the lecturer downloads', () => {
  const journey = useJourney();

  it('adm00 uploads a PDF for dsn00 and corrects its number; dsn00 downloads the same bytes', async () => {
    const admin = await journey.as('adm00', '/dokumen-dosen');
    await admin.getByRole('heading', { level: 1, name: 'Dokumen Dosen' }).waitFor({ timeout: 30_000 });
    await admin.getByLabel('Cari nama, NIDN atau NIP').fill('Budi Santoso');
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    await admin.getByRole('button', { name: 'Kelola dokumen Dr. Ir. Budi Santoso, M.Kom.' }).click();
    await admin.getByRole('heading', { name: 'Dokumen Dr. Ir. Budi Santoso, M.Kom.' }).waitFor();
    await admin.getByRole('option', { name: 'Surat Keputusan (SK)' }).waitFor({ state: 'attached' });
    await admin.getByLabel('Kategori').selectOption({ label: 'Surat Keputusan (SK)' });
    await admin.getByLabel('Judul').fill(JUDUL);
    await admin.getByLabel('Nomor').fill('77/SK/KEP/2026');
    await admin.getByLabel('Tanggal dokumen').fill('2026-10-01');
    await admin.locator('#dok-berkas').setInputFiles({ name: 'sk-iv-b.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.getByRole('button', { name: 'Unggah', exact: true }).click();
    await admin.getByText(`Dokumen "${JUDUL}" berhasil diunggah.`).waitFor();
    await admin.getByRole('region', { name: 'Surat Keputusan (SK)' }).getByRole('row', { name: new RegExp(`${JUDUL} 77/SK/KEP/2026`) }).waitFor();
    // A typo in the number is put right in place; the file stays.
    await admin.getByRole('button', { name: `Ubah data ${JUDUL}` }).click();
    const ubah = admin.getByRole('dialog', { name: 'Ubah Data Dokumen' });
    await ubah.getByLabel('Nomor').fill('78/SK/KEP/2026');
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText(`Data dokumen "${JUDUL}" berhasil diubah.`).waitFor();
    await admin.getByRole('region', { name: 'Surat Keputusan (SK)' }).getByRole('row', { name: new RegExp(`${JUDUL} 78/SK/KEP/2026`) }).waitFor();

    const dosen = await journey.as('dsn00', '/data-pribadi');
    const baris = dosen.getByRole('row', { name: new RegExp(`${JUDUL} 78/SK/KEP/2026`) });
    await baris.waitFor({ timeout: 30_000 });
    const [unduh] = await Promise.all([dosen.waitForEvent('download'), baris.getByRole('button', { name: 'Unduh' }).click()]);
    expect(unduh.suggestedFilename()).toBe('sk-iv-b.pdf');
    expect(Buffer.compare(fs.readFileSync((await unduh.path())!), PDF)).toBe(0);
  }, 180_000);
});
