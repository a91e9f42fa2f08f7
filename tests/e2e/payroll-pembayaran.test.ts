import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bulanSebelum, namaBulan } from '../../modules/payroll/bulan';
import { bacaCsv } from '../../modules/payroll/server/komponen-impor.service';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

// Journey (decision 0031): the demo closed the months six to three before the current one. adm00 opens
// Penggajian → Pembayaran Gaji, sees the latest closed month with the lecturers who have no account,
// picks an older closed month and downloads its CSV: a real file whose rows add up to the total shown.
describe('payroll: the administrator downloads the bank payment file of a closed month', () => {
  const journey = useJourney();
  const bulan = bulanSebelum(new Date(), 5);

  it('adm00: Pembayaran Gaji, pick a closed month, Unduh CSV gives the file with the total shown', async () => {
    const page = await journey.as('adm00', '/beranda');
    expect(await drawerTitles(page)).toEqual(expect.arrayContaining(['Pembayaran Gaji']));
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: /^Pembayaran Gaji/ }).click();
    await page.waitForURL(`${journey.server.url}/pengaturan-gaji/pembayaran`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran Gaji' }).waitFor();
    const terakhir = namaBulan(bulanSebelum(new Date(), 3));
    await page.getByText(`Dosen dengan gaji bersih tetapi tanpa rekening, ${terakhir}`).waitFor({ timeout: 30_000 });

    await page.getByRole('combobox', { name: 'Bulan' }).click();
    await page.getByRole('option', { name: namaBulan(bulan) }).click();
    await page.getByText(`Dosen dengan gaji bersih tetapi tanpa rekening, ${namaBulan(bulan)}`).waitFor({ timeout: 30_000 });
    const ringkasan = await page.evaluate(async (b) => {
      const res = await fetch(`/api/pengaturan-gaji/pembayaran?bulan=${b}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()) as { jumlah_dibayar: number; total_dibayar: number; jumlah_tanpa_rekening: number };
    }, bulan);
    expect(ringkasan.jumlah_tanpa_rekening).toBeGreaterThan(0);
    await page.getByText(`Rp ${ringkasan.total_dibayar.toLocaleString('id-ID')}`).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`Pembayaran-Gaji_${bulan}.csv`);
    const [kepala, ...baris] = bacaCsv(fs.readFileSync((await download.path())!, 'utf8')).filter((b) => b.length > 1);
    expect(kepala).toEqual(['Bank', 'Nomor Rekening', 'Nama Pemilik Rekening', 'Jumlah', 'Keterangan']);
    expect(baris).toHaveLength(ringkasan.jumlah_dibayar);
    expect(baris.reduce((a, b) => a + Number(b[3]), 0)).toBe(ringkasan.total_dibayar);
    expect(baris[0][4]).toBe(`Honor mengajar ${namaBulan(bulan)}`);
    await page.context().close();
  }, 180_000);
});
