import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey: the lecturer dsn00 opens Laporan → Gaji Bulanan from the menu, sees last month's slip
// with its net amount in Rupiah, and Cetak saves a real A4 PDF that states the same net amount;
// then Laporan → Honor UTS/UAS shows the classes with their exam fees and prints too. The calls
// are not a student's.
describe('payroll: a lecturer reads and prints the monthly salary slip and exam honorarium', () => {
  const journey = useJourney();
  const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

  it('dsn00: Laporan → Gaji Bulanan, the net amount, Cetak gives the PDF', async () => {
    const page = await journey.as('dsn00', '/beranda');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    // One "Laporan" group holds attendance's Absensi and payroll's two reports.
    await nav.getByRole('link', { name: 'Absensi' }).waitFor({ timeout: 30_000 });
    await nav.getByRole('link', { name: /^Gaji Bulanan/ }).click();
    await page.waitForURL(`${journey.server.url}/laporan/gaji-bulanan`);
    await page.getByRole('heading', { level: 1, name: 'Gaji Bulanan' }).waitFor();
    await page.getByText('Dr. Ir. Budi Santoso, M.Kom.').first().waitFor({ timeout: 30_000 });

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const slip = (await (await fetch(`${journey.server.url}/api/slip-gaji/dosen/gaji-bulanan`, { headers: bearer(token) })).json()).data;
    const bersih = `Rp ${slip.detail_gaji.total_penerimaan_bersih.toLocaleString('id-ID')}`;
    const row = page.getByRole('row', { name: /^Total penerimaan bersih/ });
    await expect.poll(() => row.innerText()).toContain(bersih);
    await page.getByText(slip.nama_bulan, { exact: true }).first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak' }).click()]);
    expect(download.suggestedFilename()).toBe(`Slip-Gaji_${slip.bulan}_${slip.nidn}.pdf`);
    const file = (await download.path())!;
    expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(bersih);
    expect(text).toContain(slip.nama_bulan);
  }, 120_000);

  it('dsn00: Laporan → Honor UTS/UAS lists the classes and prints; a student may not call it', async () => {
    const page = await journey.as('dsn00', '/beranda');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: /^Honor UTS\/UAS/ }).click();
    await page.waitForURL(`${journey.server.url}/laporan/honor-uts-uas`);
    await page.getByRole('heading', { level: 1, name: 'Honor UTS/UAS' }).waitFor();
    await page.getByRole('row', { name: /^Total honor/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Honor-UTS-UAS_\d{5}_\d+\.pdf$/);
    expect(fs.readFileSync((await download.path())!).subarray(0, 4).toString()).toBe('%PDF');

    const student = await journey.as('mhs00', '/beranda');
    const token = await student.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${journey.server.url}/api/slip-gaji/dosen/gaji-bulanan`, { headers: bearer(token) });
    expect(res.status).toBe(403);
    await student.goto(`${journey.server.url}/laporan/gaji-bulanan`);
    await student.getByText('Halaman tidak ditemukan').waitFor({ timeout: 20_000 });
  }, 120_000);
});
