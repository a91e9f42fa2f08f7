import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNip } from '../../core/contract/format';
import { useJourney } from './support/journey';
import { drawerTitles } from './support/session';

// Journey: the lecturer dsn00 opens Akun → Data Pribadi, sees their name with degrees, the NIP
// printed 8-6-1-3, a family member and a teaching-history row, corrects the mobile number and
// still sees it after a reload; adds a child to the family and changes the wife's occupation,
// which survive a reload; downloads an archived decree and the teaching assignment letter (PDFs). The coordinator reaches the page only from the account menu; the
// student mhs00 still gets the student's own /data-pribadi, and may not call the lecturer's API.
describe('lecturer: personal data from the account menu', () => {
  const journey = useJourney();
  const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

  it('dsn00: Akun → Data Pribadi, the biodata, family, teaching history; phone and family edits survive a reload; decree and assignment letter download', async () => {
    const page = await journey.as('dsn00', '/beranda');
    await page.getByRole('button', { name: /^Akun/ }).click();
    await page.getByRole('menuitem', { name: 'Data Pribadi' }).click();
    await page.waitForURL(`${journey.server.url}/data-pribadi`);
    await page.getByRole('heading', { level: 1, name: 'Data Pribadi' }).waitFor();
    await page.getByText('Dr. Ir. Budi Santoso, M.Kom.', { exact: true }).first().waitFor({ timeout: 30_000 });

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const biodata = (await (await fetch(`${journey.server.url}/api/biodata/dosen`, { headers: bearer(token) })).json()).data;
    const mengajar = (await (await fetch(`${journey.server.url}/api/biodata/dosen/riwayat-mengajar`, { headers: bearer(token) })).json()).data;
    expect(biodata.nip).toMatch(/^\d{18}$/);
    await page.getByText(formatNip(biodata.nip), { exact: true }).waitFor();
    await page.getByRole('row', { name: /Istri Sri Wahyuni, S\.Pd\./ }).waitFor();
    const kelas = mengajar[0];
    await page.getByRole('row', { name: new RegExp(`${kelas.kode_mata_kuliah} ${kelas.nama_mata_kuliah}`) }).first().waitFor();

    const baru = biodata.hp === '081377776666' ? '081377775555' : '081377776666';
    const hp = page.getByLabel('Nomor HP');
    await hp.fill(`0813 ${baru.slice(4, 8)} ${baru.slice(8)}`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data pribadi berhasil disimpan.').waitFor();
    await expect.poll(() => hp.inputValue()).toBe(baru);
    await page.reload();
    await page.getByText('Dr. Ir. Budi Santoso, M.Kom.', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel('Nomor HP').inputValue()).toBe(baru);

    // The family: one form, saved all at once.
    await page.getByRole('button', { name: 'Ubah data keluarga' }).click();
    const form = page.getByRole('form', { name: 'Ubah data keluarga' });
    const n = biodata.keluarga_dosen.length;
    await form.locator('#keluarga-0-pekerjaan').fill('Kepala SMA Negeri 3 Bandung');
    await form.getByRole('button', { name: 'Tambah anggota' }).click();
    await form.locator(`#keluarga-${n}-nama`).fill('Raka Aditya Santoso');
    await form.locator(`#keluarga-${n}-tempat_lahir`).fill('Bandung');
    await form.locator(`#keluarga-${n}-tanggal_lahir`).fill('2016-07-09');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data keluarga berhasil disimpan.').waitFor();
    await page.reload();
    await page.getByRole('row', { name: /Istri Sri Wahyuni, S\.Pd\. Garut .* Kepala SMA Negeri 3 Bandung/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('row', { name: /Anak Raka Aditya Santoso Bandung Sabtu, 9 Juli 2016/ }).first().waitFor();

    // Documents and the teaching assignment letter of the active semester: real PDFs.
    const sk = page.getByRole('row', { name: /SK Pengangkatan Dosen Tetap/ });
    const [dokumen] = await Promise.all([page.waitForEvent('download'), sk.getByRole('button', { name: 'Unduh' }).click()]);
    expect(dokumen.suggestedFilename()).toBe('SK-Pengangkatan-Dosen-Tetap.pdf');
    expect(fs.readFileSync((await dokumen.path())!).subarray(0, 4).toString()).toBe('%PDF');
    await expect.poll(() => page.getByLabel('Semester', { exact: true }).last().inputValue()).not.toBe('');
    const [surat] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Surat Tugas' }).click()]);
    expect(surat.suggestedFilename()).toMatch(/^Surat-Tugas-Mengajar_\d{5}_\d+\.pdf$/);
    expect(fs.readFileSync((await surat.path())!).subarray(0, 4).toString()).toBe('%PDF');
  }, 180_000);

  it('kor00 reaches it from the account menu only; mhs00 keeps the student page and may not call the lecturer API', async () => {
    const kor = await journey.as('kor00', '/beranda');
    expect(await drawerTitles(kor)).not.toContain('Data Pribadi');
    await kor.getByRole('button', { name: /^Akun/ }).click();
    await kor.getByRole('menuitem', { name: 'Data Pribadi' }).click();
    await kor.waitForURL(`${journey.server.url}/data-pribadi`);
    await kor.getByRole('heading', { level: 2, name: 'Kepangkatan & Jabatan Fungsional' }).waitFor({ timeout: 30_000 });
    await kor.getByText(/Hendra Gunawan/).nth(1).waitFor();

    const student = await journey.as('mhs00', '/beranda');
    await student.getByRole('button', { name: /^Akun/ }).click();
    await student.getByRole('menuitem', { name: 'Data Pribadi' }).click();
    await student.waitForURL(`${journey.server.url}/data-pribadi`);
    await student.getByRole('heading', { level: 1, name: 'Data Pribadi' }).waitFor();
    await student.getByRole('heading', { level: 2, name: 'Posisi Semester' }).waitFor({ timeout: 30_000 });
    expect(await student.getByText('Kepangkatan & Jabatan Fungsional').count()).toBe(0);
    const token = await student.evaluate(() => localStorage.getItem('access_token'));
    expect((await fetch(`${journey.server.url}/api/biodata/dosen`, { headers: bearer(token) })).status).toBe(403);
  }, 120_000);
});
