import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles, navigateInApp } from './support/session';

const ALASAN_SEED = 'Koreksi nilai UAS: jawaban halaman terakhir belum terhitung saat pemeriksaan pertama.';
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8');

// Journey (decision 0027): programme staff aka01 opens "Rekap Perubahan Nilai" from the menu, finds
// the seeded grade change of dsn00's class, searches it by NIM, downloads the list as XLSX and the
// change form as PDF; then follows which classes have their grades validated (decision 0045). The
// lecturer dsn00 prints the same form from the class's change history.
describe('teaching: programme staff read the grade changes and print the change form', () => {
  const journey = useJourney();
  let nim = '';

  it('aka01 reads the changes, searches, exports XLSX and prints the form', async () => {
    const page = await journey.as('aka01', '/beranda');
    expect(await drawerTitles(page)).toContain('Rekap Perubahan Nilai');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Rekap Perubahan Nilai', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/rekap-perubahan-nilai`);
    await page.getByRole('heading', { level: 1, name: 'Rekap Perubahan Nilai' }).waitFor();
    const baris = page.locator('tbody tr', { hasText: ALASAN_SEED });
    await baris.waitFor({ timeout: 30_000 });
    nim = (await baris.locator('td').nth(2).innerText()).split('\n')[0].trim();
    expect(nim).toMatch(/^\d{10,}$/);

    await page.getByRole('textbox', { name: 'NIM, nama mahasiswa atau mata kuliah' }).fill(nim);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1, undefined, { timeout: 30_000 });

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Unduh XLSX/ }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^Perubahan-Nilai_.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await xlsx.path())!) as any);
    const isi: string[] = [];
    wb.worksheets[0].eachRow((row) => isi.push((row.values as unknown[]).join(' | ')));
    expect(isi.some((r) => r.includes(nim) && r.includes(ALASAN_SEED))).toBe(true);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.locator('tbody tr').getByRole('button', { name: 'Formulir', exact: true }).click()]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Formulir-Perubahan-Nilai_.*_${nim}_\\d{5}\\.pdf$`));
    const teks = pdfText((await pdf.path())!);
    expect(teks).toContain('FORMULIR PERUBAHAN NILAI');
    expect(teks).toContain(nim);
  }, 180_000);

  it('aka01 follows the grade validation of the programme\'s classes (decision 0045)', async () => {
    const page = await journey.as('aka01', '/beranda');
    // The demo's active semester is in its grade-entry window: Beranda counts the classes not validated.
    const kartu = page.getByRole('link', { name: /Kelas belum divalidasi/ });
    await kartu.waitFor({ timeout: 30_000 });
    const belum = Number(await kartu.locator('.rt-Badge').innerText());
    expect(belum).toBeGreaterThan(0);
    await kartu.click();
    await page.waitForURL(`${journey.server.url}/rekap-validasi-nilai`);
    await page.getByRole('heading', { level: 1, name: 'Rekap Validasi Nilai' }).waitFor();
    const ringkasan = await page.getByText(/^\d+ kelas · \d+ sudah divalidasi · /).innerText({ timeout: 30_000 });
    const [kelas, sudah] = ringkasan.match(/\d+/g)!.map(Number);
    expect(kelas - sudah).toBe(belum);
    // The menu leads to the same page.
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Rekap Validasi Nilai', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rekap Validasi Nilai' }).waitFor();
    // The demo validated classes of an earlier semester: the one the call counts validations in.
    const semester = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const awal = await (await fetch('/api/rekap-validasi-nilai', { headers })).json();
      for (const s of awal.semester_pilihan) {
        const r = await (await fetch(`/api/rekap-validasi-nilai?id_semester=${s.id_semester_registrasi}`, { headers })).json();
        if (r.ringkasan.sudah_divalidasi > 0) return { nama: s.nama_semester_registrasi as string, sudah: r.ringkasan.sudah_divalidasi as number };
      }
      return null;
    });
    expect(semester).not.toBeNull();
    await page.getByRole('combobox', { name: 'Semester' }).click();
    await page.getByRole('option', { name: semester!.nama }).click();
    await page.getByText(new RegExp(` · ${semester!.sudah} sudah divalidasi · `)).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sudah divalidasi' }).click();
    await expect.poll(async () => {
      const rows = await page.locator('tbody tr').allInnerTexts();
      return rows.length > 0 && rows.every((r) => r.includes('Sudah divalidasi'));
    }, { timeout: 30_000 }).toBe(true);
  }, 180_000);

  it('dsn00 is reminded on Beranda of the classes whose grades wait for validation', async () => {
    const page = await journey.as('dsn00', '/beranda');
    const kartu = page.getByRole('link', { name: /Kelas Anda belum divalidasi/ });
    await kartu.waitFor({ timeout: 30_000 });
    const jumlah = Number(await kartu.locator('.rt-Badge').innerText());
    // The same count from the lecturer's own schedule call: classes with students, not validated.
    const harap = await page.evaluate(async () => {
      const res = await fetch('/api/jadwal-mengajar', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()).data.filter((k: { jumlah_mahasiswa: number; divalidasi: boolean }) => k.jumlah_mahasiswa > 0 && !k.divalidasi).length as number;
    });
    expect(jumlah).toBe(harap);
    expect(jumlah).toBeGreaterThan(0);
    await kartu.click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal`);
  }, 180_000);

  it('dsn00 prints the same form from the class\'s change history', async () => {
    expect(nim).not.toBe('');
    const page = await journey.as('dsn00', '/akademik/perubahan-nilai');
    await page.getByRole('heading', { level: 1, name: 'Perubahan Nilai' }).waitFor();
    // The class with the seeded change is the demo calendar's: ask the lecturer's own call.
    const href = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const daftar = await (await fetch('/api/jadwal-mengajar/perubahan-nilai', { headers })).json();
      for (const s of daftar.data) for (const k of s.kelas) if (k.jumlah_perubahan > 0) return `/akademik/perubahan-nilai/input-perubahan-nilai/${k.id_semester_registrasi}/${k.id_mata_kuliah}/${k.id_kelas}`;
      return null;
    });
    expect(href).not.toBeNull();
    await navigateInApp(page, href!);
    const riwayat = page.getByRole('region', { name: 'Riwayat Perubahan Nilai' });
    const baris = riwayat.locator('tbody tr', { hasText: nim });
    await baris.waitFor({ timeout: 30_000 });
    const [pdf] = await Promise.all([page.waitForEvent('download'), baris.getByRole('button', { name: 'Formulir', exact: true }).click()]);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText((await pdf.path())!)).toContain(nim);
  }, 180_000);
});
