import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPdf } from '../../modules/uaps/seed';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

// Journey (issue 5, second half): the supervisor approves the defence of a student with 8
// validated sessions, the student registers with the requirement files, staff validate and
// schedule it (room, examiners), the panel scores it by components, staff validate the sheets and
// set the result, the student uploads the revision and the supervisor approves it: finished.
describe('final project: defence to approved revision', () => {
  let server: RunningServer;
  let browser: Browser;
  let examiners: string[] = [];
  const STUDENT = 'Nur Aisyah';

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const as = async (username: string, path: string): Promise<Page> => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, server.url, username);
    await page.goto(`${server.url}${path}`);
    return page;
  };
  const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

  it('the supervisor approves the defence', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa');
    await page.getByRole('button', { name: `Setujui Sidang ${STUDENT}` }).click();
    await page.getByText(/^Disetujui /).first().waitFor();
    await page.context().close();
  });

  it('the student registers for the defence with the requirement files', async () => {
    const page = await as('ta.siapsidang', '/ujian-akhir-program-studi/sidang-tugas-akhir');
    await page.getByRole('button', { name: 'Daftar Sidang' }).click();
    const required = ['Naskah Tugas Akhir Lengkap (PDF)', 'Kartu Bimbingan (minimal 8 kali per pembimbing)', 'Lembar Persetujuan Sidang dari Pembimbing', 'Surat Bebas Pustaka', 'Hasil Cek Plagiasi (maksimal 25%)'];
    for (const [i, name] of required.entries()) {
      await page.getByLabel(`Unggah ${name}`).setInputFiles({ name: `sidang-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(name) });
      await page.getByRole('button', { name: `sidang-${i + 1}.pdf` }).waitFor();
    }
    await page.getByRole('button', { name: 'Ajukan Sidang' }).click();
    await page.getByText('Diajukan', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('staff validate and schedule it with two examiners', async () => {
    const page = await as('aka01', '/sidang-uaps/validasi');
    await page.getByRole('button', { name: `Periksa ${STUDENT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Validasi' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Examiners log in with their NIDN: pick two lecturers of the programme whose NIDN login works
    // (the coordinator kor00 is a lecturer too, but logs in as 'kor00').
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const sidang = (await (await fetch(`${server.url}/api/tugas-akhir/sidang/dt?status=divalidasi&cari=${encodeURIComponent(STUDENT)}`, { headers })).json()).data[0];
    const dosen = (await (await fetch(`${server.url}/api/tugas-akhir/dosen-pembimbing?per_page=100&id_prodi=${sidang.id_prodi}`, { headers })).json()).data as { id_dosen: number; nidn: string; nama_dosen: string }[];
    const chosen: { id_dosen: number; nidn: string }[] = [];
    for (const d of dosen) {
      if (chosen.length === 2 || d.nama_dosen.includes('Budi Santoso') || !d.nidn) continue;
      const res = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: d.nidn, password: 'siakad' }) });
      if (res.ok) chosen.push(d);
    }
    examiners = chosen.map((d) => d.nidn);

    await page.goto(`${server.url}/sidang-uaps/jadwal-sidang`);
    await page.getByRole('button', { name: `Jadwalkan ${STUDENT}` }).click();
    const form = page.getByRole('dialog');
    const first = form.getByLabel('Penguji 1');
    await expect.poll(async () => first.locator('option').count()).toBeGreaterThan(3);
    await first.selectOption(String(chosen[0].id_dosen));
    await form.getByLabel('Penguji 2').selectOption(String(chosen[1].id_dosen));
    // Between the day's seeded proposal examination (09:00-10:00) and defence (13:00-15:00) of dsn00.
    await form.getByLabel('Jam Mulai').fill('10:00');
    await form.getByLabel('Jam Selesai').fill('12:00');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.waitFor({ state: 'detached' });
    expect(examiners).toHaveLength(2);
    await page.context().close();
  });

  const score = async (username: string, value: string) => {
    const page = await as(username, '/ujian-akhir-program-studi/input-nilai-sidang');
    await page.getByRole('button', { name: `Isi Nilai ${STUDENT}` }).click();
    const form = page.getByRole('dialog');
    const inputs = form.locator('input[type="number"]');
    await expect.poll(async () => inputs.count()).toBe(4);
    for (let i = 0; i < 4; i++) await inputs.nth(i).fill(value);
    await form.getByRole('button', { name: 'Simpan Nilai' }).click();
    await form.waitFor({ state: 'detached' });
    await page.context().close();
  };

  it('the panel scores by components (supervisor and both examiners)', async () => {
    await score('dsn00', '85');
    await score(examiners[0], '80');
    await score(examiners[1], '78');
  });

  it('staff validate every sheet and set the result', async () => {
    const page = await as('aka01', '/sidang-uaps/validasi-nilai-sidang');
    await page.getByRole('button', { name: `Periksa ${STUDENT}` }).click();
    const dialog = page.getByRole('dialog');
    const validate = dialog.getByRole('button', { name: /^Validasi / });
    await expect.poll(async () => validate.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await validate.first().click();
      await expect.poll(async () => validate.count()).toBe(2 - i);
    }
    await dialog.getByLabel('Hasil').selectOption('lulus_perbaikan');
    await dialog.getByRole('button', { name: 'Tetapkan Hasil' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${server.url}/sidang-uaps/nilai-sidang`);
    await page.getByText(/81 \(.*\) · Lulus dengan Perbaikan/).waitFor();
    await page.context().close();
  });

  it('the student uploads the revision and the supervisor approves it: the project is finished', async () => {
    const student = await as('ta.siapsidang', '/ujian-akhir-program-studi/perbaikan-tugas-akhir');
    await student.getByLabel('Naskah perbaikan').setInputFiles({ name: 'naskah-final.pdf', mimeType: 'application/pdf', buffer: demoPdf('final') });
    await student.getByRole('button', { name: 'Unggah', exact: true }).click();
    await student.getByRole('button', { name: 'naskah-final.pdf' }).waitFor();
    await student.context().close();

    const supervisor = await as('dsn00', '/ujian-akhir-program-studi/validasi-perbaikan');
    await supervisor.getByRole('button', { name: `Setujui ${STUDENT}` }).click();
    await supervisor.getByRole('button', { name: `Setujui ${STUDENT}` }).waitFor({ state: 'detached' });
    await supervisor.context().close();

    const done = await as('ta.siapsidang', '/ujian-akhir-program-studi/data-tugas-akhir');
    await done.getByText('Selesai', { exact: true }).waitFor();
    await done.context().close();
  });
});
