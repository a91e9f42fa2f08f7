import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey: dsn00 asks leave on /izin-dosen with a PDF attachment and sees it waiting; the
// programme staff aka00 checks it on /persetujuan-izin-dosen, downloads the attachment and grants
// it; dsn00 sees it granted.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ALASAN = 'Pembicara kunci konferensi nasional informatika di Universitas Hasanuddin.';
const hari = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('lecturer: a leave request is asked, granted and seen granted', () => {
  const journey = useJourney();

  it('dsn00 asks with a file, aka00 grants, dsn00 sees it granted', async () => {
    const dosen = await journey.as('dsn00', '/izin-dosen');
    await dosen.getByRole('heading', { level: 1, name: 'Izin Dosen' }).waitFor({ timeout: 30_000 });
    // Sent empty, the browser's own check answers in Indonesian, whatever the browser's language.
    await dosen.getByRole('button', { name: 'Ajukan' }).click();
    expect(await dosen.getByLabel('Jenis izin').evaluate((el: HTMLSelectElement) => el.validationMessage)).toBe('Pilih salah satu.');
    await dosen.getByLabel('Jenis izin').selectOption('tugas_luar');
    expect(await dosen.getByLabel('Jenis izin').evaluate((el: HTMLSelectElement) => el.validationMessage)).toBe('');
    await dosen.getByRole('option', { name: 'Surat Tugas' }).waitFor({ state: 'attached' });
    await dosen.getByLabel('Jenis lampiran').selectOption({ label: 'Surat Tugas' });
    // Typed the Indonesian way, and picked from the field's own calendar, whatever the browser's language.
    await dosen.getByLabel('Tanggal mulai').fill(hari(20).split('-').reverse().join('/'));
    // The end date by keyboard: the calendar opens on today, a week per arrow down, a day per arrow right.
    const namaHari = (iso: string) => new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    const difokus = () => dosen.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const pemicu = dosen.getByRole('button', { name: 'Pilih dari kalender' }).nth(1);
    await pemicu.focus();
    await dosen.keyboard.press('Enter');
    const kalender = dosen.getByRole('dialog', { name: 'Kalender' });
    await kalender.waitFor();
    expect(await difokus()).toBe(namaHari(hari(0)));
    for (const tombol of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) await dosen.keyboard.press(tombol);
    expect(await difokus()).toBe(namaHari(hari(22)));
    await dosen.keyboard.press('Enter');
    await kalender.waitFor({ state: 'detached' });
    expect(await dosen.getByLabel('Tanggal selesai').inputValue()).toBe(hari(22).split('-').reverse().join('/'));
    // Then by mouse, one day earlier: it opens on the day chosen.
    await pemicu.click();
    await kalender.waitFor();
    expect(await difokus()).toBe(namaHari(hari(22)));
    const [tahun, bulan] = hari(21).split('-').map(Number);
    const judulBulan = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(tahun, bulan - 1, 1)));
    while (!(await kalender.getByText(judulBulan, { exact: true }).isVisible())) await kalender.getByRole('button', { name: 'Bulan sebelumnya' }).click();
    await kalender.getByRole('button', { name: namaHari(hari(21)) }).click();
    await kalender.waitFor({ state: 'detached' });
    expect(await dosen.getByLabel('Tanggal selesai').inputValue()).toBe(hari(21).split('-').reverse().join('/'));
    await dosen.getByLabel('Alasan').fill(ALASAN);
    await dosen.locator('input[type=file]').setInputFiles({ name: 'surat-tugas-konferensi.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dosen.getByRole('button', { name: 'Ajukan' }).click();
    await dosen.getByText('Pengajuan izin berhasil dikirim dan menunggu persetujuan program studi.').waitFor();
    const baris = dosen.locator('tbody tr', { hasText: ALASAN });
    await baris.getByText('Menunggu persetujuan').waitFor();

    const staf = await journey.as('aka00', '/persetujuan-izin-dosen');
    await staf.getByRole('heading', { level: 1, name: 'Persetujuan Izin Dosen' }).waitFor({ timeout: 30_000 });
    const ajuan = staf.locator('tbody tr', { hasText: ALASAN });
    await ajuan.getByText('Dr. Ir. Budi Santoso, M.Kom.').waitFor();
    const [download] = await Promise.all([staf.waitForEvent('download'), ajuan.getByRole('button', { name: 'Unduh' }).click()]);
    expect(download.suggestedFilename()).toBe('surat-tugas-konferensi.pdf');
    await ajuan.getByRole('button', { name: /^Periksa/ }).click();
    await staf.getByText('Pertemuan selama izin').waitFor();
    await staf.getByRole('button', { name: 'Setujui' }).click();
    await staf.getByText('Izin dosen disetujui.').waitFor();
    await staf.locator('tbody tr', { hasText: ALASAN }).waitFor({ state: 'detached' });

    const lagi = await journey.as('dsn00', '/izin-dosen');
    await lagi.locator('tbody tr', { hasText: ALASAN }).getByText('Disetujui', { exact: true }).waitFor({ timeout: 30_000 });
    await lagi.locator('tbody tr', { hasText: ALASAN }).getByText(/^Diputuskan oleh /).waitFor();
  }, 180_000);
});
