import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles, loginThroughForm } from './support/session';

// Journey: the administrator (adm00) opens /pengguna from the menu, pages through the users,
// searches one programme-staff member (aka01), opens their details, authorises them for a second
// programme and sees the change, which ends the staff member's open session at once. A user of
// another type can neither open /pengguna nor call its API.
describe('administrator: users and staff authorisation', () => {
  const journey = useJourney();
  const as = journey.as;

  it('adm00 lists, pages, searches, opens a user and changes their programme authorisation', async () => {
    // The staff member is logged in elsewhere while the administrator works.
    const staff = await as('aka01', '/beranda');
    expect(await drawerTitles(staff)).not.toContain('Pengguna');

    const page = await as('adm00', '/beranda');
    expect(await drawerTitles(page)).toContain('Pengguna');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Pengguna', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/pengguna`);
    await page.getByRole('heading', { level: 1, name: 'Pengguna', exact: true }).waitFor();
    await page.getByText(/^Menampilkan 1–7 dari \d+$/).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(7);

    // Paging: the second page of 7.
    const firstRow = await page.locator('tbody tr').first().innerText();
    await page.getByRole('button', { name: 'Berikutnya' }).click();
    await page.getByText(/^Menampilkan 8–\d+ dari \d+$/).waitFor();
    await expect.poll(() => page.locator('tbody tr').first().innerText()).not.toBe(firstRow);

    // Search from page 1.
    await page.getByLabel('Cari username atau nama').fill('aka01');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByText('Menampilkan 1–1 dari 1').waitFor();
    await page.getByRole('cell', { name: 'Dedi Kurniawan, S.T.', exact: true }).waitFor();

    // The detail page: data, groups with their scope, programme access.
    await page.getByRole('link', { name: 'Detail aka01' }).click();
    await page.waitForURL(/\/pengguna\/\d+\/aka01\/Dedi%20Kurniawan%2C%20S\.T\.$/);
    await page.getByRole('heading', { level: 1, name: 'Dedi Kurniawan, S.T.' }).waitFor();
    await page.getByText('Staff Prodi (aka01)').waitFor();
    await page.getByRole('cell', { name: 'Teknik Informatika', exact: true }).waitFor();
    const akses = page.getByRole('list', { name: 'Akses Program Studi' });
    await expect.poll(() => akses.getByRole('listitem').allInnerTexts()).toEqual(['Teknik Informatika (S1) - Fakultas Ilmu Komputer']);

    // Authorise Sistem Informasi too.
    const si = page.getByRole('checkbox', { name: /^Sistem Informasi \(S1\)/ });
    expect(await si.isChecked()).toBe(false);
    await si.check();
    await page.getByRole('button', { name: 'Simpan Otorisasi' }).click();
    await page.getByText('Perubahan disimpan. 1 sesi pengguna diakhiri; pengguna perlu login kembali.').waitFor();
    await expect.poll(async () => (await akses.getByRole('listitem').allInnerTexts()).sort()).toEqual([
      'Sistem Informasi (S1) - Fakultas Ilmu Komputer', 'Teknik Informatika (S1) - Fakultas Ilmu Komputer',
    ]);

    // The change is stored: it is there after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dedi Kurniawan, S.T.' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /^Sistem Informasi \(S1\)/ }).isChecked()).toBe(true);
    await expect.poll(async () => (await page.getByRole('list', { name: 'Akses Program Studi' }).getByRole('listitem').allInnerTexts()).length).toBe(2);

    // The staff member's session ended with the change: their next page sends them to the login.
    await staff.goto(`${journey.server.url}/beranda`);
    await staff.waitForURL(`${journey.server.url}/login`, { timeout: 30_000 });
  });

  it('adm00 resets a forgotten password, the owner logs in with it and sets their own; a deactivated account cannot log in', async () => {
    const page = await as('adm00', '/pengguna');
    await page.getByLabel('Cari username atau nama').fill('fak00');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByText('Menampilkan 1–1 dari 1').waitFor();
    await page.getByRole('link', { name: 'Detail fak00' }).click();
    await page.getByRole('heading', { level: 2, name: 'Akun' }).waitFor();

    // Both actions ask first; the temporary password is shown once.
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const tanya = page.getByRole('alertdialog', { name: 'Konfirmasi' });
    await tanya.getByText('Reset password fak00? Password lamanya tidak berlaku lagi dan semua sesinya diakhiri.').waitFor();
    await tanya.getByRole('button', { name: 'Reset Password' }).click();
    const shown = page.getByLabel('Password sementara');
    await shown.waitFor();
    const temporary = (await shown.innerText()).trim();
    expect(temporary).toMatch(/^[a-z2-9]{10}$/);

    // The owner logs in with it and sets their own password from the account menu.
    const owner = await journey.browser.newPage();
    await loginThroughForm(owner, journey.server.url, 'fak00', temporary);
    await owner.getByRole('button', { name: /^Akun/ }).click();
    await owner.getByRole('menuitem', { name: 'Ganti Password' }).click();
    await owner.waitForURL(`${journey.server.url}/ganti-password`);
    await owner.getByLabel('Password lama').fill(temporary);
    await owner.getByLabel('Password baru', { exact: true }).fill('Fakultas2026');
    await owner.getByLabel('Konfirmasi password baru').fill('Fakultas2026');
    await owner.getByRole('button', { name: 'Simpan' }).click();
    await owner.getByText('Password berhasil diganti.').waitFor({ timeout: 20_000 });
    await owner.context().close();
    const renewed = await journey.browser.newPage();
    await loginThroughForm(renewed, journey.server.url, 'fak00', 'Fakultas2026');
    await renewed.context().close();

    await page.getByRole('button', { name: 'Nonaktifkan Akun' }).click();
    await page.getByRole('alertdialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Nonaktifkan Akun' }).click();
    await page.getByText(/^Akun dinonaktifkan\./).waitFor();
    await page.getByRole('button', { name: 'Aktifkan Akun' }).waitFor();
    await page.reload();
    await page.getByText('Nonaktif', { exact: true }).waitFor();

    const refused = await journey.browser.newPage();
    await refused.goto(`${journey.server.url}/login`);
    await refused.getByLabel('Username').fill('fak00');
    await refused.getByLabel('Password').fill('Fakultas2026');
    await refused.getByRole('button', { name: 'Masuk' }).click();
    await refused.getByText('Akun Anda tidak aktif. Hubungi administrator.').waitFor({ timeout: 20_000 });
    await refused.context().close();
  });

  it('a user of another type cannot open /pengguna nor call its API', async () => {
    const page = await as('aka00', '/pengguna');
    await page.getByText('Halaman tidak ditemukan').waitFor({ timeout: 20_000 });
    expect(await drawerTitles(page)).not.toContain('Pengguna');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/pengguna`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Anda tidak berhak mengakses data ini.');
  });
});
