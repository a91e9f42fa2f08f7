import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { bulanSebelum, namaBulan } from '../../modules/payroll/bulan';
import { drawerTitles } from './support/session';

/** 'YYYY-MM' of the month `n` months from now in Jakarta, and its Indonesian name ('Desember 2026'). */
function bulan(n: number): { kode: string; nama: string } {
  const kode = bulanSebelum(new Date(), -n);
  return { kode, nama: namaBulan(kode) };
}

// Journey: the administrator adm00 opens Penggajian → Tarif Gaji, raises the NIDN allowance from next
// month (the table shows it scheduled, the history keeps the old value), then Komponen Bulanan: a CSV
// with a bad row is refused naming the row and saving nothing, the corrected CSV is imported for this
// month. The lecturer dsn00 then opens this month's slip: the imported honoraria and deduction are on
// it, and the NIDN allowance is still this month's (the new rate starts next month).
describe('payroll: the administrator changes a rate and imports the monthly extras; the lecturer\'s slip shows them', () => {
  const journey = useJourney();
  const kini = bulan(0);
  const depan = bulan(1);

  it('adm00 schedules a rate, imports a CSV; dsn00 sees the extras on this month\'s slip', async () => {
    const admin = await journey.as('adm00', '/beranda');
    const titles = await drawerTitles(admin);
    expect(titles).toEqual(expect.arrayContaining(['Tarif Gaji', 'Komponen Bulanan', 'Rekening Dosen']));
    const nav = admin.getByRole('navigation', { name: 'Menu utama' });
    await nav.getByRole('link', { name: /^Tarif Gaji/ }).click();
    await admin.waitForURL(`${journey.server.url}/pengaturan-gaji`);
    await admin.getByRole('heading', { level: 1, name: 'Tarif Gaji' }).waitFor();

    const label = 'Tunjangan dosen ber-NIDN per bulan (Rp)';
    await admin.getByRole('button', { name: `Ubah ${label}` }).click({ timeout: 30_000 });
    const dialog = admin.getByRole('dialog', { name: label });
    await dialog.getByLabel('Nilai').fill('900000');
    await dialog.getByLabel('Berlaku mulai').fill(depan.kode);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText(`${label}: nilai baru berlaku mulai ${depan.nama}.`).waitFor();
    const row = admin.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
    await row.getByText('Rp 750.000').waitFor();
    await row.getByText(`Rp 900.000 mulai ${depan.nama}`).waitFor();

    await nav.getByRole('link', { name: /^Komponen Bulanan/ }).click();
    await admin.waitForURL(`${journey.server.url}/pengaturan-gaji/komponen-bulanan`);
    await admin.getByRole('heading', { level: 1, name: 'Komponen Bulanan' }).waitFor();
    await admin.getByText(`Impor komponen ${kini.nama}`).waitFor();
    const dsn = await admin.evaluate(async () => {
      const res = await fetch('/api/pengaturan-gaji/rekening?search=Budi%20Santoso', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()).data[0] as { id_dosen: number; nama_dosen: string };
    });
    const kepala = 'id_dosen,honor_penelitian,honor_pkm,tunjangan_tambahan,potongan_lain,keterangan';
    const berkas = admin.getByLabel('Berkas komponen (CSV atau XLSX)');
    await berkas.setInputFiles({ name: 'komponen.csv', mimeType: 'text/csv', buffer: Buffer.from(`${kepala}\n${dsn.id_dosen},1.750.000,400000,0,125000,Hibah LPPM\n999999,1,0,0,0,\n`) });
    await admin.getByRole('button', { name: 'Impor', exact: true }).click();
    const alert = admin.getByRole('alert');
    await alert.getByText(/^Impor dibatalkan, tidak ada data yang disimpan: 1 baris bermasalah \(baris 3\)\./).waitFor();
    await alert.getByText('Baris 3: dosen 999999 tidak ditemukan.').waitFor();

    await berkas.setInputFiles({ name: 'komponen.csv', mimeType: 'text/csv', buffer: Buffer.from(`${kepala}\n${dsn.id_dosen},1.750.000,400000,0,125000,Hibah LPPM\n`) });
    await admin.getByRole('button', { name: 'Impor', exact: true }).click();
    await admin.getByText(`Impor komponen bulan ${kini.nama} selesai: 1 baris baru, 0 baris diganti.`).waitFor();
    const baris = admin.locator('tbody tr', { hasText: dsn.nama_dosen });
    await baris.getByText('Rp 1.750.000').waitFor();
    await baris.getByText('Hibah LPPM').waitFor();

    const dosen = await journey.as('dsn00', '/laporan/gaji-bulanan');
    await dosen.getByRole('heading', { level: 1, name: 'Gaji Bulanan' }).waitFor();
    await dosen.getByText('Dr. Ir. Budi Santoso, M.Kom.').first().waitFor({ timeout: 30_000 });
    await dosen.getByRole('combobox', { name: 'Bulan' }).click();
    await dosen.getByRole('option', { name: kini.nama }).click();
    const line = (name: RegExp) => dosen.getByRole('row', { name });
    await expect.poll(() => line(/^Honor penelitian/).innerText(), { timeout: 20_000 }).toContain('Rp 1.750.000');
    expect(await line(/^Honor pengabdian kepada masyarakat/).innerText()).toContain('Rp 400.000');
    expect(await line(/^Potongan lain/).innerText()).toContain('Rp 125.000');
    const nidn = await line(/^Tunjangan NIDN/).innerText();
    expect(nidn).not.toContain('900.000');
  }, 180_000);

  it('a lecturer has no Penggajian menu and the calls refuse them', async () => {
    const page = await journey.as('dsn00', '/beranda');
    expect(await drawerTitles(page)).not.toContain('Tarif Gaji');
    const status = await page.evaluate(async () => (await fetch('/api/pengaturan-gaji/tarif', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } })).status);
    expect(status).toBe(403);
  });
});
