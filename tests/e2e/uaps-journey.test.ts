import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPdf } from '../../modules/uaps/seed-files';
import { useJourney } from './support/journey';
import { clickUntilGone } from './support/actions';
import { navigateInApp } from './support/session';

// Journey (issue 5), one student from proposal to finished project: ta.baru drafts a proposal with
// its requirement files (uploaded at a phone's width) and submits it; programme staff validate it
// and assign dsn00 as supervisor; the student logs eight supervision sessions, which the
// supervisor validates (one through the public one-time link without logging in, which then no
// longer works); the supervisor approves the defence; the student registers with the requirement
// files; staff validate and schedule it (room, examiners); the panel scores it by components;
// staff validate the sheets and set the result; the student uploads the revision and the
// supervisor approves it.
describe('final project: proposal to finished project', () => {
  const journey = useJourney();
  const { as } = journey;
  const STUDENT = 'Andi Pratama';
  let link = '';
  let examiners: string[] = [];

  it('the student drafts a proposal, uploads the required files and submits it', async () => {
    const page = await as('ta.baru', '/ujian-akhir-program-studi/propsal-ujian-akhir');
    await page.getByRole('heading', { name: 'Buat Draf Proposal' }).waitFor();
    await page.getByLabel('Judul').fill('Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing');
    await page.getByLabel('Ringkasan').fill('Membandingkan sidik jari dokumen untuk mendeteksi kemiripan naskah.');
    await page.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Draf', { exact: true }).first().waitFor();

    // From a phone: each requirement is a card with its picker, nothing past the screen's edge.
    const lebar = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const required = ['Naskah Proposal (PDF)', 'Transkrip / KHS Terakhir', 'KRS Semester Berjalan (memuat Tugas Akhir)', 'Bukti Pembayaran Semester'];
    const kartu = page.getByRole('list', { name: 'Berkas Persyaratan' }).getByRole('listitem');
    for (const [i, name] of required.entries()) {
      await kartu.filter({ hasText: name }).getByLabel(`Unggah ${name}`).setInputFiles({ name: `syarat-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(name) });
      await kartu.filter({ hasText: name }).getByRole('button', { name: `syarat-${i + 1}.pdf` }).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // The student's later steps read their pages at the journey's usual width.
    if (lebar) await page.setViewportSize(lebar);
    await page.getByRole('button', { name: 'Ajukan Proposal' }).click();
    await page.getByText('Proposal sudah diajukan dan menunggu validasi program studi.').waitFor();
  });

  it('programme staff validate the proposal and assign dsn00 as main supervisor', async () => {
    const page = await as('aka01', '/sidang-pra-uaps/validasi-ajuan');
    await page.getByRole('button', { name: 'Periksa Andi Pratama' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing').waitFor();
    await dialog.getByRole('button', { name: 'syarat-1.pdf' }).waitFor();
    await dialog.getByRole('button', { name: 'Validasi' }).click();
    await dialog.waitFor({ state: 'detached' });

    await navigateInApp(page, '/sidang-pra-uaps/penugasan-pembimbing');
    await page.getByRole('button', { name: 'Tugaskan Andi Pratama' }).click();
    const form = page.getByRole('dialog');
    const select = form.getByLabel('Dosen');
    await expect.poll(async () => (await select.locator('option').allTextContents()).some((o) => o.includes('Budi Santoso'))).toBe(true);
    const value = await select.locator('option', { hasText: 'Budi Santoso' }).first().getAttribute('value');
    await select.selectOption(value!);
    await form.getByRole('button', { name: 'Tugaskan' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('the student logs two sessions and gets a one-time validation link', async () => {
    const page = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    await page.getByText(/Budi Santoso.*Pembimbing Utama/).waitFor();
    await page.getByLabel('Topik').fill('Penyusunan latar belakang');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('cell', { name: 'Penyusunan latar belakang' }).waitFor();
    await page.getByLabel('Topik').fill('Perancangan metode Winnowing');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('cell', { name: 'Perancangan metode Winnowing' }).waitFor();
    link = (await page.getByLabel('Tautan validasi').textContent())!.trim();
    expect(link).toMatch(/\/validasi\/s\/bimbingan\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('the supervisor validates the first session in the app', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa');
    await clickUntilGone(page, 'Validasi Penyusunan latar belakang');
  });

  it('the second is validated through the public link without login, once', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.getByText('Perancangan metode Winnowing').waitFor();
    await page.getByRole('button', { name: 'Validasi Bimbingan' }).click();
    await page.getByText('Bimbingan divalidasi.').waitFor();
    await page.goto(link);
    await page.getByText('Tautan validasi tidak berlaku: sudah dipakai, kedaluwarsa, atau tidak dikenal.').waitFor();
    await context.close();

    const student = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    await student.getByText('2 bimbingan tervalidasi (minimal 8 untuk sidang)', { exact: false }).waitFor();
  });

  it('the student logs six more sessions and the supervisor validates them: eight in all', async () => {
    const topics = ['Kajian pustaka deteksi kemiripan', 'Pengumpulan korpus naskah', 'Implementasi fingerprinting', 'Pengujian parameter k-gram', 'Analisis hasil uji', 'Penyusunan bab kesimpulan'];
    const student = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    for (const topic of topics) {
      await student.getByLabel('Topik').fill(topic);
      await student.getByRole('button', { name: 'Simpan' }).click();
      await student.getByRole('cell', { name: topic }).waitFor();
    }
    const supervisor = await as('dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa');
    for (const topic of topics) {
      await clickUntilGone(supervisor, `Validasi ${topic}`);
    }
    const check = await as('ta.baru', '/ujian-akhir-program-studi/bimbingan');
    await check.getByText('8 bimbingan tervalidasi (minimal 8 untuk sidang)', { exact: false }).waitFor();
  });

  const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

  it('the supervisor approves the defence', async () => {
    const page = await as('dsn00', '/ujian-akhir-program-studi/bimbingan-mahasiswa');
    await page.getByRole('button', { name: `Setujui Sidang ${STUDENT}` }).click();
    await page.getByText(/^Disetujui /).first().waitFor();
  });

  it('the student registers for the defence with the requirement files', async () => {
    const page = await as('ta.baru', '/ujian-akhir-program-studi/sidang-tugas-akhir');
    await page.getByRole('button', { name: 'Daftar Sidang' }).click();
    const required = ['Naskah Tugas Akhir Lengkap (PDF)', 'Kartu Bimbingan (minimal 8 kali per pembimbing)', 'Lembar Persetujuan Sidang dari Pembimbing', 'Surat Bebas Pustaka', 'Hasil Cek Plagiasi (maksimal 25%)'];
    for (const [i, name] of required.entries()) {
      await page.getByLabel(`Unggah ${name}`).setInputFiles({ name: `sidang-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(name) });
      await page.getByRole('button', { name: `sidang-${i + 1}.pdf` }).waitFor();
    }
    await page.getByRole('button', { name: 'Ajukan Sidang' }).click();
    await page.getByText('Diajukan', { exact: true }).first().waitFor();
  });

  it('staff validate and schedule it with two examiners', async () => {
    const page = await as('aka01', '/sidang-uaps/validasi');
    await page.getByRole('button', { name: `Periksa ${STUDENT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Validasi' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Examiners log in with their NIDN: pick two lecturers of the programme whose NIDN login works
    // (the coordinator kor00 is a lecturer too, but logs in as 'kor00').
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const sidang = (await (await fetch(`${journey.server.url}/api/tugas-akhir/sidang/dt?status=divalidasi&cari=${encodeURIComponent(STUDENT)}`, { headers })).json()).data[0];
    const dosen = (await (await fetch(`${journey.server.url}/api/tugas-akhir/dosen-pembimbing?per_page=100&id_prodi=${sidang.id_prodi}`, { headers })).json()).data as { id_dosen: number; nidn: string; nama_dosen: string }[];
    const chosen: { id_dosen: number; nidn: string }[] = [];
    for (const d of dosen) {
      if (chosen.length === 2 || d.nama_dosen.includes('Budi Santoso') || !d.nidn) continue;
      const res = await fetch(`${journey.server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: d.nidn, password: 'siakad' }) });
      if (res.ok) chosen.push(d);
    }
    examiners = chosen.map((d) => d.nidn);

    await navigateInApp(page, '/sidang-uaps/jadwal-sidang');
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
  });

  /** Fills every component with `value`; `returnedWith` is the reason a returned sheet must show. */
  const score = async (username: string, value: string, returnedWith?: string) => {
    const page = await as(username, '/ujian-akhir-program-studi/input-nilai-sidang');
    await page.getByRole('button', { name: `Isi Nilai ${STUDENT}` }).click();
    const form = page.getByRole('dialog');
    if (returnedWith) await form.getByRole('note').filter({ hasText: returnedWith }).waitFor();
    const inputs = form.locator('input[type="number"]');
    await expect.poll(async () => inputs.count()).toBe(4);
    for (let i = 0; i < 4; i++) await inputs.nth(i).fill(value);
    await form.getByRole('button', { name: 'Simpan Nilai' }).click();
    await form.waitFor({ state: 'detached' });
  };

  it('the panel scores by components (supervisor and both examiners)', async () => {
    await score('dsn00', '85');
    await score(examiners[0], '80');
    await score(examiners[1], '78');
  });

  it('staff validate every sheet, send one back with a reason, and set the result', async () => {
    let page = await as('aka01', '/sidang-uaps/validasi-nilai-sidang');
    await page.getByRole('button', { name: `Periksa ${STUDENT}` }).click();
    let dialog = page.getByRole('dialog');
    let validate = dialog.getByRole('button', { name: /^Validasi / });
    await expect.poll(async () => validate.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await validate.first().click();
      await expect.poll(async () => validate.count()).toBe(2 - i);
    }
    // Cancelling a validation asks why; the second examiner (the panel's last row) reads it on the
    // returned sheet and saves it again, and staff validate it once more.
    const reason = 'Komponen presentasi perlu diperiksa ulang.';
    const cancel = dialog.getByRole('button', { name: /^Batalkan / });
    await expect.poll(async () => cancel.count()).toBe(3);
    await cancel.last().click();
    const alasan = page.getByRole('alertdialog', { name: 'Alasan' });
    await alasan.getByRole('textbox').fill(reason);
    await alasan.getByRole('button', { name: 'Kirim' }).click();
    await expect.poll(async () => cancel.count()).toBe(2);
    await score(examiners[1], '78', reason);
    page = await as('aka01', '/sidang-uaps/validasi-nilai-sidang');
    await page.getByRole('button', { name: `Periksa ${STUDENT}` }).click();
    dialog = page.getByRole('dialog');
    validate = dialog.getByRole('button', { name: /^Validasi / });
    await expect.poll(async () => validate.count()).toBe(1);
    await validate.click();
    await expect.poll(async () => validate.count()).toBe(0);
    await dialog.getByLabel('Hasil').selectOption('lulus_perbaikan');
    await dialog.getByRole('button', { name: 'Tetapkan Hasil' }).click();
    await dialog.waitFor({ state: 'detached' });
    await navigateInApp(page, '/sidang-uaps/nilai-sidang');
    await page.getByText(/81,00 \(.*\) · Lulus dengan Perbaikan/).waitFor();
  });

  it('the student uploads the revision and the supervisor approves it: the project is finished', async () => {
    const student = await as('ta.baru', '/ujian-akhir-program-studi/perbaikan-tugas-akhir');
    await student.getByLabel('Naskah perbaikan').setInputFiles({ name: 'naskah-final.pdf', mimeType: 'application/pdf', buffer: demoPdf('final') });
    await student.getByRole('button', { name: 'Unggah', exact: true }).click();
    await student.getByRole('button', { name: 'naskah-final.pdf' }).waitFor();

    const supervisor = await as('dsn00', '/ujian-akhir-program-studi/validasi-perbaikan');
    await clickUntilGone(supervisor, `Setujui ${STUDENT}`);

    const done = await as('ta.baru', '/ujian-akhir-program-studi/data-tugas-akhir');
    await done.getByText('Selesai', { exact: true }).waitFor();
  });
});
