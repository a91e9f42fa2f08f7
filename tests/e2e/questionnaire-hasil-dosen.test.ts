import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

// Journey (decision 0035): the lecturer dsn00 opens their own results of the students' questionnaire
// from the menu, picks the closed semester, reads the means and opens the anonymous comments, and
// downloads the same results as XLSX (decision 0038).
describe('questionnaire: a lecturer reads their own results', () => {
  const journey = useJourney();

  it('dsn00 picks the semester, sees the means and a comment, nothing of the students', async () => {
    const page = await journey.as('dsn00', '/beranda');
    await page.getByRole('link', { name: /Hasil Kuesioner/ }).first().click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Hasil Kuesioner Mahasiswa' }).waitFor({ timeout: 30_000 });
    const pilih = page.getByLabel('Semester');
    const semester = await pilih.locator('option').first().getAttribute('value');
    await pilih.selectOption(semester!);
    const semua = page.getByRole('region', { name: 'Semua kelas' });
    await semua.getByText(/\d+ responden · Rata-rata keseluruhan: \d,\d\d/).waitFor();
    expect(await semua.locator('tbody tr').count()).toBe(8);
    // Classes with fewer than five respondents show their count only.
    const kelas = page.locator('section[aria-label*="— Kelas"]');
    expect(await kelas.count()).toBeGreaterThan(0);
    expect(await page.getByText('Belum cukup responden (minimal 5)').count()).toBeGreaterThan(0);

    await semua.getByRole('button', { name: /^Komentar \(\d+\)$/ }).click();
    const daftar = page.getByRole('region', { name: 'Komentar untuk semua kelas' });
    await daftar.getByText(/Tuliskan saran atau komentar Anda/).first().waitFor();
    const rows = await daftar.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(7);
    expect(await daftar.locator('tbody tr').first().locator('td').count()).toBe(2);

    // The workbook holds the page's numbers: the same respondents for all classes together.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
    expect(download.suggestedFilename()).toBe(`hasil-kuesioner-${semester}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Hasil', 'Komentar']);
    const responden = Number((await semua.getByText(/\d+ responden/).textContent())!.match(/(\d+) responden/)![1]);
    const baris = Array.from(wb.getWorksheet('Hasil')!.getSheetValues(), (r) => ((r ?? []) as unknown[]).slice(1));
    expect(baris.find((r) => r[0] === 'Semua kelas')?.[1]).toBe(responden);
    expect(wb.getWorksheet('Komentar')!.actualRowCount).toBeGreaterThan(1);
  }, 120_000);
});
