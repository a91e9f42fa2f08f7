import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey (decision 0032): the student mhs00 rates the class of dsn00 and writes a comment in the
// comment question's textarea; the programme staff member aka00 opens the students' survey, the
// lecturer's comments, and finds the text there, with nothing naming the student.
describe('questionnaire: a student writes a comment, programme staff read it for the lecturer', () => {
  const journey = useJourney();
  const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });
  const KOMENTAR = 'Mohon contoh soal ujian dibagikan lebih awal. Terima kasih, Pak.';

  it('mhs00 sends the Likert answers with a comment', async () => {
    const page = await journey.as('mhs00', '/kuesioner-mahasiswa');
    const row = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await row.getByRole('button', { name: /^Isi Kuesioner Komputasi Awan/ }).click({ timeout: 30_000 });
    const groups = page.getByRole('group');
    await expect.poll(() => groups.count()).toBe(8);
    for (let i = 0; i < 8; i++) await groups.nth(i).getByLabel('4 Baik').check();
    const teks = page.getByLabel(/^9\. Tuliskan saran atau komentar Anda/);
    expect(await teks.getAttribute('maxlength')).toBe('1000');
    await teks.fill(`  ${KOMENTAR}  `);
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Terima kasih, jawaban kuesioner tersimpan.').waitFor();
    await page.locator('tbody tr', { hasText: 'Komputasi Awan' }).getByText('Sudah diisi').waitFor();
  }, 120_000);

  it('aka00 opens the lecturer\'s comments and reads the text, without the student', async () => {
    const page = await journey.as('aka00', '/kuesioner/survei-kuesioner-mahasiswa');
    await page.getByRole('heading', { level: 2, name: 'Rata-rata per Dosen' }).waitFor({ timeout: 30_000 });
    const baris = page.locator('tbody tr', { hasText: 'Budi Santoso' });
    await baris.getByRole('button', { name: /^Lihat komentar untuk .*Budi Santoso/ }).click();
    const daftar = page.getByRole('region', { name: /^Komentar untuk .*Budi Santoso/ });
    await daftar.waitFor();
    // Seeded comments come first or after ours by text: page until it shows.
    const cari = daftar.getByText(KOMENTAR, { exact: true });
    for (let i = 0; i < 20 && !(await cari.isVisible()); i++) {
      const berikut = daftar.getByRole('button', { name: 'Berikutnya' });
      if (await berikut.isDisabled()) break;
      await berikut.click();
      await page.waitForTimeout(300);
    }
    await cari.waitFor();
    expect(await daftar.locator('tbody tr').count()).toBeLessThanOrEqual(7);

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const stat = await (await fetch(`${journey.server.url}/api/kuesioner/statistik`, { headers: bearer(token) })).json();
    const dosen = stat.dosen.find((d: { nama_dosen: string }) => d.nama_dosen.includes('Budi Santoso'));
    const semua: string[] = [];
    for (let p = 1; p <= Math.ceil(dosen.jumlah_komentar / 7); p++) {
      const res = await fetch(`${journey.server.url}/api/kuesioner/komentar?id_dosen=${dosen.id_dosen}&page=${p}`, { headers: bearer(token) });
      const body = await res.json();
      for (const r of body.data) expect(Object.keys(r).sort()).toEqual(['isi', 'pertanyaan', 'urutan']);
      semua.push(...body.data.map((r: { isi: string }) => r.isi));
    }
    expect(semua).toContain(KOMENTAR);
  }, 120_000);
});
