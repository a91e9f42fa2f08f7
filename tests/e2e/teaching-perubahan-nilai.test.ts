import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALASAN = 'Koreksi nilai UAS: lembar jawaban halaman terakhir terlewat saat pemeriksaan.';

// Journey: the lecturer dsn00 opens "Perubahan Nilai" from the menu and finds the previous semester
// open for grade change, with the class the student mhs00 (Siti Rahmawati) took there. On the class's
// change page dsn00 gives her a new score with a reason, sees the server's letter and the change at
// the top of the class's history (after a reload too). mhs00 then finds the new grade on her KHS of
// that semester; the grade-change calls are not hers.
describe('teaching: a lecturer changes a grade after the deadline, the student sees it on the KHS', () => {
  const journey = useJourney();
  const ubahan = { semester: '', mataKuliah: '', baru: 81 };

  it('dsn00 changes mhs00\'s grade with a reason and sees it in the history', async () => {
    const page = await journey.as('dsn00', '/beranda');
    expect(await drawerTitles(page)).toContain('Perubahan Nilai');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Perubahan Nilai', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/akademik/perubahan-nilai`);
    await page.getByRole('heading', { level: 1, name: 'Perubahan Nilai' }).waitFor();
    await page.getByText(/^Masa perubahan nilai .+ sampai .+\.$/).first().waitFor({ timeout: 30_000 });

    // Which listed class holds mhs00 is the demo calendar's: ask the lecturer's own calls.
    const kelas = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const daftar = await (await fetch('/api/jadwal-mengajar/perubahan-nilai', { headers })).json();
      for (const s of daftar.data) {
        for (const k of s.kelas) {
          const q = new URLSearchParams({ id_semester_registrasi: String(k.id_semester_registrasi), id_mata_kuliah: String(k.id_mata_kuliah), id_kelas: String(k.id_kelas) });
          const input = await (await fetch(`/api/input-nilai?${q}`, { headers })).json();
          const siti = input.mahasiswa.find((m: { nama_mahasiswa: string }) => m.nama_mahasiswa === 'Siti Rahmawati');
          if (siti) return { semester: s.semester.nama_semester_registrasi as string, mataKuliah: k.nama_mata_kuliah as string, id: k.id_kelas as number, nilai: siti.nilai_angka as number };
        }
      }
      return null;
    });
    expect(kelas).not.toBeNull();
    ubahan.semester = kelas!.semester;
    ubahan.mataKuliah = kelas!.mataKuliah;
    if (kelas!.nilai === ubahan.baru) ubahan.baru = 82;

    const region = page.getByRole('region', { name: kelas!.semester });
    await region.locator('tbody tr', { hasText: kelas!.mataKuliah }).getByRole('link', { name: 'Ubah Nilai' }).click();
    await page.waitForURL(new RegExp(`/akademik/perubahan-nilai/input-perubahan-nilai/\\d+/\\d+/${kelas!.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Input Perubahan Nilai' }).waitFor();
    await page.getByText(new RegExp(`${esc(kelas!.mataKuliah)} · Kelas `)).waitFor({ timeout: 30_000 });

    const siti = page.locator('tbody tr', { hasText: 'Siti Rahmawati' }).first();
    const sebelum = (await siti.locator('td').nth(2).innerText()).trim();
    expect(sebelum).toMatch(new RegExp(`^${String(kelas!.nilai).replace('.', ',')} · [A-E]{1,2} · \\d,\\d{2}$`));
    // Without a reason nothing is sent.
    await siti.getByRole('textbox', { name: /^Nilai baru / }).fill(String(ubahan.baru));
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await page.getByText(/^Alasan perubahan nilai .* Siti Rahmawati wajib diisi, minimal 10 karakter\.$/).waitFor();
    await siti.getByRole('textbox', { name: /^Alasan perubahan / }).fill(ALASAN);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await page.getByText('Perubahan nilai 1 mahasiswa tersimpan.').waitFor();
    await siti.getByRole('cell', { name: `${ubahan.baru} · A · 4,00`, exact: true }).waitFor();

    const riwayat = page.getByRole('region', { name: 'Riwayat Perubahan Nilai' });
    const baris = riwayat.locator('tbody tr').first();
    await baris.getByText(ALASAN).waitFor();
    expect(await baris.innerText()).toContain('Siti Rahmawati');
    await baris.getByRole('cell', { name: `${ubahan.baru} (A)`, exact: true }).waitFor();
    await baris.getByRole('cell', { name: `${sebelum.split(' · ')[0]} (${sebelum.split(' · ')[1]})`, exact: true }).waitFor();

    // Stored: after a reload the grade and the history come back from the server.
    await page.reload();
    await page.locator('tbody tr', { hasText: 'Siti Rahmawati' }).first().getByRole('cell', { name: `${ubahan.baru} · A · 4,00`, exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Riwayat Perubahan Nilai' }).locator('tbody tr').first().getByText(ALASAN).waitFor();
    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${journey.server.url}/akademik/perubahan-nilai`);
    await page.getByRole('region', { name: kelas!.semester }).locator('tbody tr', { hasText: kelas!.mataKuliah }).getByText(/^\d+ perubahan$/).waitFor({ timeout: 30_000 });
  }, 180_000);

  it('mhs00 sees the changed grade on the KHS of that semester', async () => {
    expect(ubahan.mataKuliah).not.toBe('');
    const page = await journey.as('mhs00', '/data-akademik/khs');
    await page.getByRole('heading', { level: 1, name: 'Kartu Hasil Studi (KHS)' }).waitFor({ timeout: 30_000 });
    const pilih = page.getByRole('combobox', { name: 'Semester' });
    await pilih.waitFor({ timeout: 30_000 });
    if ((await pilih.innerText()).trim() !== ubahan.semester) {
      await pilih.click();
      await page.getByRole('option', { name: ubahan.semester, exact: true }).click();
    }
    const row = page.locator('tbody tr', { hasText: ubahan.mataKuliah });
    await row.getByRole('cell', { name: 'A', exact: true }).waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toContain(String(ubahan.baru));
    // The grade-change calls are the lecturer's.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/jadwal-mengajar/perubahan-nilai`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  }, 120_000);
});
