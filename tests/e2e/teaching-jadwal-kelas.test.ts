import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

// Journey (decisions 0029, 0037): dsn00 states teaching times on Monday and Wednesday only; programme
// staff aka00 opens "Jadwal Kelas" from the menu, picks the latest short semester, finds dsn00's class
// meeting on Monday and moves its weekly slot to Tuesday: the dialog shows dsn00 stated no time that
// day, the save is refused naming dsn00's times and "Tetap Simpan" stores it; the lecturer dsn00 then
// reads the class on Tuesday on the short-semester schedule.
describe('teaching: programme staff move a class\'s weekly slot and the lecturer sees it', () => {
  const journey = useJourney();
  let mataKuliah = '';

  it('aka00 moves dsn00\'s Monday short-semester class to Tuesday, outside dsn00\'s stated times, after confirming', async () => {
    const dsn = await journey.as('dsn00', '/beranda');
    const token = await dsn.evaluate(() => localStorage.getItem('access_token'));
    const waktu = await fetch(`${journey.server.url}/api/waktu-mengajar/dosen`, {
      method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ waktu: [{ hari: 1, jam_mulai: '07:00', jam_selesai: '17:00' }, { hari: 3, jam_mulai: '07:00', jam_selesai: '17:00' }] }),
    });
    expect(waktu.status).toBe(200);

    const page = await journey.as('aka00', '/beranda');
    expect(await drawerTitles(page)).toContain('Jadwal Kelas');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Kelas', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/jadwal-kelas`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal Kelas' }).waitFor();
    await page.getByRole('combobox', { name: 'Semester' }).click({ timeout: 30_000 });
    await page.getByRole('option', { name: /Pendek$/ }).first().click();
    await page.getByRole('textbox', { name: 'Cari mata kuliah atau dosen' }).fill('Budi Santoso');
    await page.getByRole('button', { name: 'Cari' }).click();
    const baris = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Ubah Senin / }) }).first();
    await baris.waitFor({ timeout: 30_000 });
    mataKuliah = (await baris.locator('td').first().locator('span').first().innerText()).trim();
    expect(mataKuliah).not.toBe('');

    await baris.getByRole('button', { name: /^Ubah Senin / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Hari' }).click();
    await page.getByRole('option', { name: 'Selasa', exact: true }).click();
    await dialog.getByText(/tidak menyatakan waktu mengajar pada hari Selasa\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
    await dialog.getByRole('alert').getByText(/waktu yang dinyatakan: Senin 07:00-17:00, Rabu 07:00-17:00/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Tetap Simpan' }).click();
    await page.getByRole('status').getByText(`Jadwal mingguan ${mataKuliah}`, { exact: false }).waitFor({ timeout: 30_000 });
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText(/^Selasa /).waitFor({ timeout: 30_000 });
  }, 180_000);

  it('dsn00 reads the class on Tuesday on the short-semester schedule', async () => {
    expect(mataKuliah).not.toBe('');
    const page = await journey.as('dsn00', '/akademik/jadwal-semester-pendek');
    await page.locator('tbody tr', { hasText: mataKuliah }).getByText(/^Selasa, /).first().waitFor({ timeout: 30_000 });
  }, 180_000);
});
