import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles, navigateInApp } from './support/session';

// Journey: the student mhs00 follows the /beranda card to /kuesioner-mahasiswa, rates the class of
// dsn00 in their KRS (every question 1-5), sees it marked as done and cannot send it a second time;
// the programme staff member aka00 opens "Kuesioner" from the menu, the students' survey with its
// statistics per question, and downloads the XLSX (a real workbook: a ZIP, "PK"), then the
// lecturers' survey. Neither page nor call is open to the other's user type.
describe('questionnaire: a student rates a class, programme staff read the statistics', () => {
  const journey = useJourney();
  const as = journey.as;
  const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

  it('mhs00 answers one class\'s questionnaire, once', async () => {
    const page = await as('mhs00', '/beranda');
    expect(await drawerTitles(page)).not.toContain('Kuesioner');
    const card = page.locator('a.siakad-card-link', { hasText: 'Kelas yang belum Anda nilai pada kuesioner evaluasi dosen.' });
    await card.waitFor({ timeout: 30_000 });
    await card.click();
    await page.waitForURL(`${journey.server.url}/kuesioner-mahasiswa`);
    await page.getByRole('heading', { level: 1, name: 'Kuesioner Evaluasi Dosen' }).waitFor();

    const row = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await row.getByText('Belum diisi').waitFor();
    await row.getByRole('button', { name: /^Isi Kuesioner Komputasi Awan/ }).click();
    await page.getByRole('heading', { level: 2, name: /^Kuesioner Komputasi Awan — / }).waitFor();

    const groups = page.getByRole('group');
    await expect.poll(() => groups.count()).toBe(8);
    // Sending with a question unanswered names it and sends nothing.
    for (let i = 0; i < 7; i++) await groups.nth(i).getByLabel('4 Baik').check();
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Semua pertanyaan wajib dijawab (belum dijawab: nomor 8).').waitFor();
    await groups.nth(7).getByLabel('5 Sangat baik').check();
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Terima kasih, jawaban kuesioner tersimpan.').waitFor();
    await page.locator('tbody tr', { hasText: 'Komputasi Awan' }).getByText('Sudah diisi').waitFor();

    // Stored: still done after a reload, and a second POST is refused.
    await page.reload();
    await page.locator('tbody tr', { hasText: 'Komputasi Awan' }).getByText('Sudah diisi').waitFor({ timeout: 30_000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const q = await (await fetch(`${journey.server.url}/api/kuesioner`, { headers: bearer(token) })).json();
    const kelas = q.kelas.find((k: { nama_mata_kuliah: string }) => k.nama_mata_kuliah === 'Komputasi Awan');
    expect(kelas.sudah_diisi).toBe(true);
    const again = await fetch(`${journey.server.url}/api/kuesioner`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ id_kelas: kelas.id_kelas, jawaban: q.soal.filter((s: { tipe: string }) => s.tipe === 'likert').map((s: { id_soal: number }) => ({ id_soal: s.id_soal, nilai: 3 })) }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Kuesioner untuk kelas ini sudah Anda isi.');
    // The statistics are not the student's.
    expect((await fetch(`${journey.server.url}/api/kuesioner/statistik`, { headers: bearer(token) })).status).toBe(403);
  }, 120_000);

  it('aka00 reads the statistics per question and downloads the XLSX', async () => {
    const page = await as('aka00', '/beranda');
    expect(await drawerTitles(page)).toContain('Kuesioner');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Kuesioner', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/kuesioner`);
    await page.getByRole('heading', { level: 1, name: 'Kuesioner', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Survei Kuesioner Mahasiswa' }).click();
    await page.waitForURL(`${journey.server.url}/kuesioner/survei-kuesioner-mahasiswa`);
    await page.getByRole('heading', { level: 1, name: 'Survei Kuesioner Mahasiswa' }).waitFor();
    await page.getByText(/ pengisi · Rata-rata keseluruhan: \d,\d\d$/).waitFor({ timeout: 30_000 });
    const rows = page.locator('table').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await rows.first().innerText()).toMatch(/\d+ \/ \d+ \/ \d+ \/ \d+ \/ \d+/);
    await page.getByRole('heading', { level: 2, name: 'Rata-rata per Dosen' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
    expect(download.suggestedFilename()).toBe('statistik-kuesioner-mahasiswa.xlsx');
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.length).toBeGreaterThan(2_000);

    await navigateInApp(page, '/kuesioner/survei-kuesioner-dosen');
    await page.getByRole('heading', { level: 1, name: 'Survei Kuesioner Dosen' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('table').first().locator('tbody tr').count()).toBe(6);
    // The previous semester's closed questionnaire through the semester picker; the XLSX follows the choice.
    const pilihan = (await (await fetch(`${journey.server.url}/api/kuesioner-dosen/statistik`, { headers: bearer(await page.evaluate(() => localStorage.getItem('access_token'))) })).json()).pilihan;
    const lalu = pilihan.semester[1].nama_semester_registrasi as string;
    await page.getByRole('combobox', { name: 'Semester' }).click();
    await page.getByRole('option', { name: lalu }).click();
    await page.getByText(new RegExp(`^${lalu} · \\d+ pengisi · Rata-rata keseluruhan: \\d,\\d\\d$`)).waitFor();
    const [dosenXlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
    expect(fs.readFileSync((await dosenXlsx.path())!).subarray(0, 2).toString()).toBe('PK');

    // The student's page is not aka00's, nor the student's call.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/kuesioner`, { headers: bearer(token) });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Anda tidak berhak mengakses data ini.');
    await page.goto(`${journey.server.url}/kuesioner-mahasiswa`);
    await page.getByText('Halaman tidak ditemukan').waitFor({ timeout: 20_000 });
  }, 120_000);
});
