import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

// Journey: the coordinator kor00 finds the four teaching-preference pages under "Preferensi
// Mengajar" in the menu. On "Waktu Mengajar" a range that overlaps a seeded one is refused with the
// server's Indonesian message and nothing is stored; corrected, the week is saved and comes back
// after a reload. On "Prioritas Mata Kuliah" kor00 moves a course up, adds one and saves; the new
// order comes back after a reload; at a phone's width both pages are cards within the screen.
describe('teaching: kor00 states teaching times and course priorities', () => {
  const journey = useJourney();

  it('kor00 saves available teaching times and a new priority order', async () => {
    const page = await journey.as('kor00', '/beranda');
    const titles = await drawerTitles(page);
    for (const judul of ['Waktu Mengajar', 'Rumpun Mata Kuliah', 'Prioritas Mata Kuliah', 'Bidang Keahlian']) expect(titles).toContain(judul);
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await nav.getByRole('button', { name: /Preferensi Mengajar/ }).waitFor();

    await nav.getByRole('link', { name: 'Waktu Mengajar', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/waktu-mengajar`);
    await page.getByRole('heading', { level: 1, name: 'Waktu Mengajar' }).waitFor();
    await page.getByLabel('Jam mulai rentang 4').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Jam selesai rentang 4').inputValue()).toBe('21.00');

    // Senin 11.00-13.00 overlaps the seeded Senin 08.00-12.00.
    await page.getByRole('button', { name: 'Tambah Rentang' }).click();
    // Typed on the 24-hour clock the Indonesian way, as the field shows it.
    await page.getByLabel('Jam mulai rentang 5').fill('11.00');
    await page.getByLabel('Jam selesai rentang 5').fill('13.00');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('alert').getByText('Senin 08.00–12.00 WIB bertumpang tindih dengan 11.00–13.00 WIB pada hari yang sama.').waitFor();

    // Moved to Selasa, it is accepted.
    await page.getByRole('combobox', { name: 'Hari rentang 5' }).click();
    await page.getByRole('option', { name: 'Selasa' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('5 rentang waktu mengajar tersimpan.').waitFor();
    await page.reload();
    await page.getByLabel('Jam mulai rentang 5').waitFor({ timeout: 30_000 });
    // Stored sorted by day and time: the Selasa range is third.
    expect(await page.getByRole('combobox', { name: 'Hari rentang 3' }).innerText()).toBe('Selasa');
    expect(await page.getByLabel('Jam mulai rentang 3').inputValue()).toBe('11.00');

    await nav.getByRole('link', { name: 'Prioritas Mata Kuliah', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/prioritas-mata-kuliah`);
    await page.getByRole('button', { name: 'Naikkan Komputasi Awan' }).click({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Mata kuliah yang ditambahkan' }).click();
    await page.getByRole('option', { name: /^Sistem Operasi / }).click();
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('4 prioritas mata kuliah tersimpan.').waitFor();
    await page.reload();
    const hapus = page.getByRole('button', { name: /^Hapus / });
    await hapus.nth(3).waitFor({ timeout: 30_000 });
    const urutan = await hapus.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.replace(/^Hapus /, '')));
    expect(urutan).toEqual(['Rekayasa Perangkat Lunak', 'Komputasi Awan', 'Pemrograman Web', 'Sistem Operasi']);

    // On a phone both pages are a card per row, fields and buttons within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Prioritas Mata Kuliah' }).getByRole('listitem').nth(3).getByRole('button', { name: 'Naikkan Sistem Operasi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.goto(`${journey.server.url}/waktu-mengajar`);
    const rentang = page.getByRole('list', { name: 'Waktu Mengajar' }).getByRole('listitem');
    await rentang.nth(4).getByRole('button', { name: 'Hapus rentang 5' }).waitFor({ timeout: 30_000 });
    expect(await rentang.nth(2).getByLabel('Jam mulai rentang 3').inputValue()).toBe('11.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // A lecturer (dsn00) finds the same pages under Akademik, at the spec's /akademik/ paths.
    const dsn = await journey.as('dsn00', '/beranda');
    const dsnNav = dsn.getByRole('navigation', { name: 'Menu utama' });
    await dsnNav.getByRole('link', { name: 'Prioritas Mata Kuliah', exact: true }).click();
    await dsn.waitForURL(`${journey.server.url}/akademik/prioritan-mata-kuliah`);
    await dsn.getByRole('button', { name: 'Simpan' }).waitFor({ timeout: 30_000 });

    // Someone who is not a lecturer may not write a lecturer's times.
    const mhs = await journey.as('mhs00', '/beranda');
    const token = await mhs.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/waktu-mengajar/dosen`, {
      method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ waktu: [{ hari: 1, jam_mulai: '08:00', jam_selesai: '10:00' }] }),
    });
    expect(res.status).toBe(403);
  }, 180_000);
});
