import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

/** A date as the app writes it (core/client formatTanggal). */
const tanggal = (d: string) => new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  .format(new Date(`${d}T12:00:00+07:00`));
const geser = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// Journey: the administrator adm00 opens "Jadwal Nilai" from the menu, finds the active semester
// with its grade-entry window, moves the window's end one day earlier in the edit dialog, is told
// why a change period that starts inside the window is refused, then saves and sees the stored
// dates in the table, also after a reload. A lecturer has neither the menu entry nor the call.
describe('teaching: the administrator moves a semester\'s grade-entry window', () => {
  const journey = useJourney();

  it('adm00 moves the active semester\'s window and sees it stored', async () => {
    const page = await journey.as('adm00', '/beranda');
    expect(await drawerTitles(page)).toContain('Jadwal Nilai');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Nilai', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/jadwal-nilai`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal Nilai' }).waitFor();

    const aktif = await page.evaluate(async () => {
      const res = await fetch('/api/jadwal-nilai', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return ((await res.json()).data as Array<{ aktif: boolean; nama_semester_registrasi: string; mulai: string; selesai: string; perubahan_mulai: string }>).find((s) => s.aktif)!;
    });
    const row = page.locator('tbody tr', { hasText: aktif.nama_semester_registrasi });
    await row.getByText(`${tanggal(aktif.mulai)} s.d. ${tanggal(aktif.selesai)}`).waitFor({ timeout: 30_000 });

    await row.getByRole('button', { name: `Ubah jadwal nilai ${aktif.nama_semester_registrasi}` }).click();
    const dialog = page.getByRole('dialog', { name: `Jadwal Nilai ${aktif.nama_semester_registrasi}` });
    await dialog.waitFor();
    const selesai = geser(aktif.selesai, -1);
    await dialog.getByLabel('Input nilai selesai').fill(selesai);
    await dialog.getByLabel('Perubahan nilai mulai').fill(geser(selesai, -5));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByRole('alert').getByText(/Masa perubahan nilai harus dimulai setelah masa input nilai berakhir/).waitFor();

    await dialog.getByLabel('Perubahan nilai mulai').fill(geser(selesai, 1));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(`Jadwal nilai ${aktif.nama_semester_registrasi} tersimpan.`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await row.getByText(`${tanggal(aktif.mulai)} s.d. ${tanggal(selesai)}`).waitFor();
    await row.getByText(new RegExp(`^${tanggal(geser(selesai, 1))} s\\.d\\. `)).waitFor();

    await page.reload();
    await page.locator('tbody tr', { hasText: aktif.nama_semester_registrasi }).getByText(`${tanggal(aktif.mulai)} s.d. ${tanggal(selesai)}`).waitFor({ timeout: 30_000 });
  });

  it('a lecturer has no menu entry and the call refuses them', async () => {
    const page = await journey.as('dsn00', '/beranda');
    expect(await drawerTitles(page)).not.toContain('Jadwal Nilai');
    const status = await page.evaluate(async () => (await fetch('/api/jadwal-nilai', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } })).status);
    expect(status).toBe(403);
  });
});
