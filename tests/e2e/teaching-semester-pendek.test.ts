import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Journey: the lecturer dsn00 opens "Jadwal Semester Pendek" from the menu and finds the seeded
// classes of the last short semester, every one graded and validated; the grade input of one (the
// ordinary page, reached under the short-semester path) shows the grades with entry closed and the
// validation receipt, and leads back; the proof list of the class is the short-semester one. Below the schedule dsn00 proposes a course
// for the coming short semester, a second proposal of it is no longer offered, and the proposal is
// withdrawn again; every change comes back from the server after a reload.
describe('teaching: a lecturer\'s short semester', () => {
  const journey = useJourney();

  it('dsn00 reads the short-semester classes and proposes, then withdraws, a course', async () => {
    const page = await journey.as('dsn00', '/beranda');
    expect(await drawerTitles(page)).toContain('Jadwal Semester Pendek');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Semester Pendek', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal-semester-pendek`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal Semester Pendek' }).waitFor();
    await page.getByText(/^Kelas semester pendek yang Anda ampu pada \d{4}\/\d{4} Pendek$/).waitFor({ timeout: 30_000 });
    const kelas = page.locator('table').first().locator('tbody tr');
    expect(await kelas.count()).toBe(2);
    expect(await kelas.getByText('Tervalidasi').count()).toBe(2);

    const namaKelas = (await kelas.first().getByRole('rowheader').locator('span').first().innerText()).trim();
    await kelas.first().getByRole('link', { name: 'Input Nilai' }).click();
    await page.waitForURL(/\/akademik\/jadwal-semester-pendek\/input-nilai\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Input Nilai' }).waitFor();
    await page.getByText(new RegExp(`${esc(namaKelas)} · Kelas A`)).waitFor({ timeout: 30_000 });
    await page.getByText(/batas input nilai semester ini sudah lewat/).first().waitFor();
    const siswa = page.locator('tbody tr');
    expect(await siswa.count()).toBeGreaterThan(0);
    expect(await siswa.first().getByRole('textbox').isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Bukti Validasi Nilai' }).getByText('Dr. Ir. Budi Santoso, M.Kom.').waitFor();
    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal-semester-pendek`);

    await page.locator('table').first().locator('tbody tr').first().getByRole('link', { name: 'Bukti Mengajar' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/akademik\/bukti-mengajar-sp\/\d+\/\d+\/1\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Bukti Mengajar' }).waitFor();
    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal-semester-pendek`);

    // Proposals for the coming short semester: one is seeded.
    const usulan = page.getByRole('region', { name: /^Usulan Mata Kuliah \d{4}\/\d{4} Pendek$/ });
    await usulan.getByRole('button', { name: /^Tarik / }).first().waitFor({ timeout: 30_000 });
    expect(await usulan.getByRole('button', { name: /^Tarik / }).count()).toBe(1);
    await usulan.getByRole('combobox', { name: 'Pilih mata kuliah yang pernah Anda ampu' }).click();
    const opsi = page.getByRole('option').first();
    const teks = await opsi.innerText();
    const nama = teks.replace(/^\S+ /, '').replace(/ \(\d+ SKS\)$/, '');
    await opsi.click();
    await usulan.getByRole('button', { name: 'Usulkan' }).click();
    await usulan.getByText(new RegExp(`^${esc(nama)} diusulkan untuk \\d{4}/\\d{4} Pendek\\.$`)).waitFor();
    await usulan.getByRole('button', { name: `Tarik ${nama}` }).waitFor();

    await page.reload();
    const lagi = page.getByRole('region', { name: /^Usulan Mata Kuliah / });
    await lagi.getByRole('button', { name: `Tarik ${nama}` }).waitFor({ timeout: 30_000 });
    expect(await lagi.getByRole('button', { name: /^Tarik / }).count()).toBe(2);
    await lagi.getByRole('combobox', { name: 'Pilih mata kuliah yang pernah Anda ampu' }).click();
    expect(await page.getByRole('option', { name: teks, exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await lagi.getByRole('button', { name: `Tarik ${nama}` }).click();
    await lagi.getByText(new RegExp(`^Usulan ${esc(nama)} untuk \\d{4}/\\d{4} Pendek ditarik\\.$`)).waitFor();
    await page.reload();
    await page.getByRole('region', { name: /^Usulan Mata Kuliah / }).getByRole('button', { name: /^Tarik / }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: /^Usulan Mata Kuliah / }).getByRole('button', { name: /^Tarik / }).count()).toBe(1);
  }, 180_000);

  it('kor00 has the same page under /jadwal-mengajar; a student cannot call it', async () => {
    const page = await journey.as('kor00', '/jadwal-mengajar/jadwal-semester-pendek');
    await page.getByRole('heading', { level: 1, name: 'Jadwal Semester Pendek' }).waitFor({ timeout: 30_000 });
    await page.getByText('Tidak ada kelas semester pendek yang Anda ampu pada semester ini.').waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: /^Usulan Mata Kuliah / }).getByText('Belum ada mata kuliah yang Anda usulkan.').waitFor();
    const mhs = await journey.as('mhs00', '/beranda');
    const token = await mhs.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/semester-pendek/matkul`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  }, 120_000);
});
