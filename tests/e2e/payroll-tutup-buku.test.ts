import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { bulanSebelum, namaBulan } from '../../modules/payroll/bulan';
import { drawerTitles } from './support/session';

/** 'YYYY-MM' of the month `n` months from now in Jakarta, and its Indonesian name ('Desember 2026'). */
function bulan(n: number): { kode: string; nama: string } {
  const kode = bulanSebelum(new Date(), -n);
  return { kode, nama: namaBulan(kode) };
}

// Journey (decision 0028): the demo closed the months six to three before the current one. adm00
// enters a late research honorarium for dsn00 into the month two before (past, still open) by
// importing a CSV, then opens Penggajian → Tutup Buku and closes that month after the confirmation.
// The month is then read-only on Komponen Bulanan, and dsn00's slip of that month shows the honorarium.
describe('payroll: late extras go into an open past month, then the administrator closes it', () => {
  const journey = useJourney();
  const bulanBuka = bulan(-2);

  it('adm00 imports a late line into an open past month and closes it; dsn00 sees it on that month\'s slip', async () => {
    const admin = await journey.as('adm00', '/beranda');
    expect(await drawerTitles(admin)).toEqual(expect.arrayContaining(['Tutup Buku', 'Komponen Bulanan']));
    const nav = admin.getByRole('navigation', { name: 'Menu utama' });
    await nav.getByRole('link', { name: /^Komponen Bulanan/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Komponen Bulanan' }).waitFor();
    await admin.getByLabel('Bulan').fill(bulanBuka.kode);
    await admin.getByRole('button', { name: 'Tampilkan' }).click();
    await admin.getByText(`Impor komponen ${bulanBuka.nama}`).waitFor({ timeout: 30_000 });
    const dsn = await admin.evaluate(async () => {
      const res = await fetch('/api/pengaturan-gaji/rekening?search=Budi%20Santoso', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()).data[0] as { id_dosen: number };
    });
    const csv = `id_dosen,honor_penelitian,honor_pkm,tunjangan_tambahan,potongan_lain,keterangan\n${dsn.id_dosen},2.345.000,0,0,0,Honor penelitian terlambat\n`;
    await admin.getByLabel('Berkas komponen (CSV atau XLSX)').setInputFiles({ name: 'komponen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('button', { name: 'Impor', exact: true }).click();
    await admin.getByText(`Impor komponen bulan ${bulanBuka.nama} selesai: 0 baris baru, 1 baris diganti.`).waitFor();

    await nav.getByRole('link', { name: /^Tutup Buku/ }).click();
    await admin.waitForURL(`${journey.server.url}/pengaturan-gaji/tutup-buku`);
    await admin.getByRole('heading', { level: 1, name: 'Tutup Buku Gaji' }).waitFor();
    await admin.getByRole('button', { name: `Tutup buku ${bulanBuka.nama}` }).click({ timeout: 30_000 });
    const dialog = admin.getByRole('alertdialog', { name: `Tutup buku ${bulanBuka.nama}?` });
    await dialog.getByRole('button', { name: 'Tutup Buku' }).click();
    await admin.getByText(new RegExp(`^Buku gaji ${bulanBuka.nama} ditutup: slip \\d+ dosen disimpan\\.$`)).waitFor({ timeout: 30_000 });
    const row = admin.getByRole('row', { name: new RegExp(`^${bulanBuka.nama}`) });
    await row.getByText('Ditutup').waitFor();
    await admin.getByRole('button', { name: `Tutup buku ${bulan(-1).nama}` }).waitFor();

    await nav.getByRole('link', { name: /^Komponen Bulanan/ }).click();
    await admin.getByLabel('Bulan').fill(bulanBuka.kode);
    await admin.getByRole('button', { name: 'Tampilkan' }).click();
    await admin.getByText('Buku bulan ini sudah ditutup: hanya dapat dilihat').waitFor();

    const dosen = await journey.as('dsn00', '/laporan/gaji-bulanan');
    await dosen.getByRole('heading', { level: 1, name: 'Gaji Bulanan' }).waitFor();
    await dosen.getByText('Dr. Ir. Budi Santoso, M.Kom.').first().waitFor({ timeout: 30_000 });
    await dosen.getByRole('combobox', { name: 'Bulan' }).click();
    await dosen.getByRole('option', { name: bulanBuka.nama }).click();
    await expect.poll(() => dosen.getByRole('row', { name: /^Honor penelitian/ }).innerText(), { timeout: 20_000 }).toContain('Rp 2.345.000');
  }, 180_000);
});
