import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bulanSebelum, hariIniJakarta, namaBulan } from '../../modules/payroll/bulan';
import { bacaCsv } from '../../modules/payroll/server/komponen-impor.service';
import { useJourney } from './support/journey';
import { drawerTitles, navigateInApp } from './support/session';

// Journey (decisions 0031 and 0046): the demo closed the months six to three before the current one and
// recorded the transfers of all but the latest. adm00 follows the Beranda card that counts who is still
// to transfer to Pembayaran Gaji on the latest closed month, downloads its CSV (a real file whose rows
// add up to the total shown), records it as transferred today, sees the next file empty and the
// transfer listed with its own XLSX; an older month shows the demo's transfer; the card is gone. dsn00's
// slip of that month then says it was transferred, to which account.
describe('payroll: the administrator downloads the bank payment file of a closed month and records its transfer', () => {
  const journey = useJourney();
  const bulan = bulanSebelum(new Date(), 3);
  const lama = bulanSebelum(new Date(), 5);

  it('adm00: Pembayaran Gaji, Unduh CSV, Catat Sudah Ditransfer, the transfer\'s own file; dsn00 sees it on the slip', async () => {
    const page = await journey.as('adm00', '/beranda');
    expect(await drawerTitles(page)).toEqual(expect.arrayContaining(['Pembayaran Gaji']));
    // Beranda counts the latest closed month's lecturers still to transfer and leads to the page.
    const kartu = page.getByRole('link', { name: /Gaji belum ditransfer/ });
    await kartu.waitFor({ timeout: 30_000 });
    const belum = Number(await kartu.locator('.rt-Badge').innerText());
    await kartu.click();
    await page.waitForURL(`${journey.server.url}/pengaturan-gaji/pembayaran`);
    await page.getByRole('heading', { level: 1, name: 'Pembayaran Gaji' }).waitFor();
    await page.getByText(`Dosen dengan gaji bersih tetapi tanpa rekening, ${namaBulan(bulan)}`).waitFor({ timeout: 30_000 });
    await page.getByText('Belum ada transfer yang dicatat untuk bulan ini.').waitFor();
    const ringkasan = await page.evaluate(async (b) => {
      const res = await fetch(`/api/pengaturan-gaji/pembayaran?bulan=${b}`, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()) as { jumlah_dibayar: number; total_dibayar: number; jumlah_tanpa_rekening: number };
    }, bulan);
    expect(ringkasan.jumlah_tanpa_rekening).toBeGreaterThan(0);
    expect(ringkasan.jumlah_dibayar).toBeGreaterThan(0);
    expect(belum).toBe(ringkasan.jumlah_dibayar);
    const total = `Rp ${ringkasan.total_dibayar.toLocaleString('id-ID')}`;
    await page.getByText(total).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`Pembayaran-Gaji_${bulan}.csv`);
    const [kepala, ...baris] = bacaCsv(fs.readFileSync((await download.path())!, 'utf8')).filter((b) => b.length > 1);
    expect(kepala).toEqual(['Bank', 'Nomor Rekening', 'Nama Pemilik Rekening', 'Jumlah', 'Keterangan']);
    expect(baris).toHaveLength(ringkasan.jumlah_dibayar);
    expect(baris.reduce((a, b) => a + Number(b[3]), 0)).toBe(ringkasan.total_dibayar);
    expect(baris[0][4]).toBe(`Honor mengajar ${namaBulan(bulan)}`);

    await page.getByRole('button', { name: 'Catat Sudah Ditransfer' }).click();
    const dialog = page.getByRole('dialog', { name: `Catat transfer gaji ${namaBulan(bulan)}` });
    await dialog.getByText(`Catat ${ringkasan.jumlah_dibayar} dosen dengan total ${total}`).waitFor();
    // Shown the Indonesian way whatever the browser's language: '27/11/2026'.
    expect(await dialog.getByLabel('Tanggal transfer').inputValue()).toBe(hariIniJakarta(new Date()).split('-').reverse().join('/'));
    await dialog.getByRole('button', { name: 'Catat Sudah Ditransfer' }).click();
    await page.getByText(`Transfer tahap 1 gaji ${namaBulan(bulan)} tercatat: ${ringkasan.jumlah_dibayar} dosen, ${total}`).waitFor({ timeout: 30_000 });
    await page.getByText('Semua dosen yang memiliki rekening sudah tercatat ditransfer.').waitFor();
    expect(await page.getByRole('button', { name: 'Unduh CSV' }).isDisabled()).toBe(true);
    const riwayat = page.getByRole('region', { name: `Transfer tercatat, ${namaBulan(bulan)}` });
    await riwayat.getByText(total).waitFor();

    const [xlsx] = await Promise.all([page.waitForEvent('download'), riwayat.getByRole('button', { name: 'Unduh berkas tahap 1' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`Pembayaran-Gaji_${bulan}_tahap-1.xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await xlsx.path())!);
    expect(wb.worksheets[0].rowCount).toBe(ringkasan.jumlah_dibayar + 2);

    await page.getByRole('combobox', { name: 'Bulan' }).click();
    await page.getByRole('option', { name: namaBulan(lama) }).click();
    await page.getByRole('region', { name: `Transfer tercatat, ${namaBulan(lama)}` }).getByText(/5 /).first().waitFor({ timeout: 30_000 });
    // Nobody is left to transfer: back on Beranda (through the app, not a new start of it) the card goes.
    await navigateInApp(page, '/beranda');
    await page.locator('a.siakad-card-link', { hasText: 'Pengumuman kampus' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('link', { name: /Gaji belum ditransfer/ }).count()).toBe(0);

    const dosen = await journey.as('dsn00', '/laporan/gaji-bulanan');
    await dosen.getByRole('combobox', { name: 'Bulan' }).click();
    await dosen.getByRole('option', { name: namaBulan(bulan) }).click();
    await dosen.getByRole('status').filter({ hasText: /sudah ditransfer pada .* ke rekening Bank Syariah Indonesia \d+\./ }).waitFor({ timeout: 30_000 });
  }, 180_000);
});
