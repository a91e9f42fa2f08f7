import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import type { RunSql } from './support/server';
import { drawerTitles } from './support/session';

/**
 * The starting state of a new semester: the active semester has no students' questionnaire yet (the
 * demo campus's seeded one is removed with its sheets); the previous semester's closed one remains.
 */
async function semesterTanpaKuesionerMahasiswa(run: RunSql): Promise<void> {
  await run(`delete from questionnaire.kuesioner where jenis = 'mahasiswa'
    and id_semester_registrasi = (select id_semester_registrasi from master_data.semester where aktif)`);
}

// Journey: the administrator adm00 opens "Kelola Kuesioner" from the menu, creates the active
// semester's students' questionnaire from the previous semester's (8 questions copied), moves,
// edits, removes and adds questions, saves and publishes it; the student mhs00 then finds the
// /beranda card, fills the questionnaire for the class of dsn00 with the administrator's questions;
// back on the questionnaire, the administrator sees the sheet and can no longer change the questions.
describe('questionnaire: the administrator writes and publishes a questionnaire, a student fills it', () => {
  const journey = useJourney({ prepare: semesterTanpaKuesionerMahasiswa });
  const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });
  let judul = '';
  let detailPath = '';

  it('adm00 creates the questionnaire from the previous semester\'s, edits and publishes it', async () => {
    const page = await journey.as('adm00', '/beranda');
    expect(await drawerTitles(page)).toContain('Kelola Kuesioner');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Kelola Kuesioner', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/kelola-kuesioner`);
    await page.getByRole('heading', { level: 1, name: 'Kelola Kuesioner' }).waitFor();
    await page.locator('tbody tr', { hasText: 'Ditutup' }).first().waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Buat Kuesioner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Kuesioner' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Semester').inputValue()).not.toBe('');
    expect(await dialog.getByLabel('Salin soal dari').locator('option:checked').innerText()).toMatch(/^Evaluasi Dosen oleh Mahasiswa \(EDOM\) .* \(9 soal\)$/);
    await dialog.getByRole('button', { name: 'Buat Kuesioner' }).click();
    await page.waitForURL(/\/kelola-kuesioner\/\d+$/);
    detailPath = new URL(page.url()).pathname;
    const heading = page.getByRole('heading', { level: 1, name: /^Evaluasi Dosen oleh Mahasiswa \(EDOM\) / });
    await heading.waitFor({ timeout: 30_000 });
    judul = await heading.innerText();
    await page.getByText('Draf', { exact: true }).first().waitFor();
    await page.getByLabel('Pertanyaan soal 9').waitFor();

    // The copy's last question is the free-text comment (decision 0032); this journey keeps Likert ones.
    await page.getByRole('button', { name: 'Hapus soal 9' }).click();
    await page.getByRole('button', { name: 'Hapus soal 8' }).click();
    await page.getByRole('button', { name: 'Naikkan soal 2' }).click();
    await page.getByLabel('Pertanyaan soal 1').fill('Dosen menjelaskan materi dengan jelas, runtut dan mudah dipahami.');
    await page.getByRole('button', { name: 'Tambah Soal' }).click();
    await page.getByLabel('Kategori soal 8').fill('Umum');
    await page.getByLabel('Pertanyaan soal 8').fill('Secara keseluruhan kelas ini bermanfaat bagi saya.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(`Kuesioner "${judul}" tersimpan.`).waitFor();

    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page.getByText(`Kuesioner "${judul}" diterbitkan.`).waitFor();
    await page.getByText(/^Kuesioner ini tidak lagi berstatus draf/).waitFor();
    await page.getByText('Secara keseluruhan kelas ini bermanfaat bagi saya.').waitFor();
    await page.getByText(/^Draf → Terbit · /).waitFor();
  }, 120_000);

  it('mhs00 sees the published questionnaire on /beranda and fills it', async () => {
    const page = await journey.as('mhs00', '/beranda');
    const card = page.locator('a.siakad-card-link', { hasText: 'Kelas yang belum Anda nilai pada kuesioner evaluasi dosen.' });
    await card.waitFor({ timeout: 30_000 });
    await card.click();
    await page.waitForURL(`${journey.server.url}/kuesioner-mahasiswa`);
    const row = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await row.getByRole('button', { name: /^Isi Kuesioner Komputasi Awan/ }).click();
    const groups = page.getByRole('group');
    await expect.poll(() => groups.count()).toBe(8);
    await page.getByText('Dosen menjelaskan materi dengan jelas, runtut dan mudah dipahami.').waitFor();
    await page.getByText('Secara keseluruhan kelas ini bermanfaat bagi saya.').waitFor();
    for (let i = 0; i < 8; i++) await groups.nth(i).getByLabel('4 Baik').check();
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Terima kasih, jawaban kuesioner tersimpan.').waitFor();
    await page.locator('tbody tr', { hasText: 'Komputasi Awan' }).getByText('Sudah diisi').waitFor();
    // The administrator's calls are not the student's.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect((await fetch(`${journey.server.url}/api/kuesioner/kelola`, { headers: bearer(token) })).status).toBe(403);
  }, 120_000);

  it('adm00 sees the sheet, and the questions can no longer change', async () => {
    const page = await journey.as('adm00', detailPath);
    await page.getByText('1 lembar jawaban').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Jadikan Draf' }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const detail = await (await fetch(`${journey.server.url}/api${detailPath.replace('/kelola-kuesioner', '/kuesioner/kelola')}`, { headers: bearer(token) })).json();
    const res = await fetch(`${journey.server.url}/api${detailPath.replace('/kelola-kuesioner', '/kuesioner/kelola')}`, {
      method: 'PUT', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ versi: detail.versi, judul: detail.judul, petunjuk: detail.petunjuk, soal: detail.soal.slice(1).map((s: { id_soal: number; kategori: string; pertanyaan: string }) => ({ id_soal: s.id_soal, kategori: s.kategori, pertanyaan: s.pertanyaan })) }),
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/^Soal tidak dapat diubah atau dihapus lagi karena kuesioner ini sudah diisi/);
    await page.getByRole('button', { name: 'Tutup', exact: true }).click();
    await page.getByText(`Kuesioner "${judul}" ditutup.`).waitFor();
  }, 120_000);
});
