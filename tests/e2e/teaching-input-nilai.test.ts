import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

// Journey: the lecturer dsn00 opens "Jadwal Mengajar" from the menu, sees the seeded class
// 'Komputasi Awan' of the active semester not yet graded, opens its grade input, enters 72,5 for
// the student mhs00 (Siti Rahmawati), saves and sees the letter the server gave (B on the demo
// scale), and at a phone's width changes it from the student's card and back; the student then
// logs in and finds that grade on /data-akademik/khs at once.
describe('teaching: a lecturer enters a grade, the student sees it on the KHS', () => {
  const journey = useJourney();
  const as = journey.as;

  it('dsn00 enters a grade from the teaching schedule', async () => {
    const page = await as('dsn00', '/beranda');
    expect(await drawerTitles(page)).toContain('Jadwal Mengajar');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Mengajar', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/akademik/jadwal`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal Mengajar' }).waitFor();
    const kelas = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await kelas.getByText(/^0 dari \d+ dinilai$/).waitFor({ timeout: 30_000 });
    await kelas.getByRole('link', { name: 'Input Nilai' }).click();
    await page.waitForURL(/\/akademik\/jadwal\/input-nilai\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Input Nilai' }).waitFor();
    await page.getByText(/Komputasi Awan · Kelas /).waitFor();

    const siti = page.locator('tbody tr', { hasText: 'Siti Rahmawati' });
    await siti.getByRole('textbox').fill('72,5');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(/^Nilai \d+ mahasiswa tersimpan\.$/).waitFor();
    await siti.getByRole('cell', { name: 'B', exact: true }).waitFor();
    await siti.getByRole('cell', { name: '3,00', exact: true }).waitFor();

    // Stored: after a reload the field and the letter come back from the server.
    await page.reload();
    await page.locator('tbody tr', { hasText: 'Siti Rahmawati' }).getByRole('cell', { name: 'B', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.locator('tbody tr', { hasText: 'Siti Rahmawati' }).getByRole('textbox').inputValue()).toBe('72,5');

    // On a phone each student is a card with the score field under the name: nothing past the
    // screen's edge, and a grade saved from the card comes back with the server's letter.
    await page.setViewportSize({ width: 390, height: 844 });
    const kartu = page.getByRole('list', { name: 'Input Nilai' }).getByRole('listitem').filter({ hasText: 'Siti Rahmawati' });
    expect(await kartu.getByRole('textbox').inputValue()).toBe('72,5');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await kartu.getByRole('textbox').fill('80');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(/^Nilai 1 mahasiswa tersimpan\.$/).waitFor();
    await kartu.getByText('A', { exact: true }).waitFor();
    await kartu.getByRole('textbox').fill('72,5');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await kartu.getByText('A', { exact: true }).waitFor({ state: 'detached' });
    await kartu.getByText('B', { exact: true }).waitFor();
  }, 120_000);

  it('mhs00 sees the new grade on the KHS', async () => {
    const page = await as('mhs00', '/data-akademik/khs');
    await page.getByRole('heading', { level: 1, name: 'Kartu Hasil Studi (KHS)' }).waitFor({ timeout: 30_000 });
    const row = page.locator('tbody tr', { hasText: 'Komputasi Awan' });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('cell', { name: 'B', exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/72,5/);
    // The grade-entry call is not the student's.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/jadwal-mengajar`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  }, 120_000);
});
