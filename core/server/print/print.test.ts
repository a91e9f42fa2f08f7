import { execFileSync } from 'node:child_process';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../contract/manifest';
import { defineServerModule } from '../module';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../testing';
import { a4Document, formatTanggalCetak, readKop, renderPdf, sendPdf, storeKopIfAbsent, type A4Input } from './index';

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so table rows stay on one line). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}


const contoh: A4Input = {
  kop: { nama: 'Universitas Nusantara', unit: 'Biro Administrasi Akademik', alamat: 'Jl. Ir. H. Juanda No. 96, Bandung', kontak: 'www.unusantara.ac.id', kota: 'Bandung' },
  judul: 'Kartu Hasil Studi',
  subjudul: 'Semester 2024/2025 Genap',
  identitas: [['NIM', '2021010001'], ['Nama', 'Ayu Lestari Şahin'], ['Program Studi', 'S1 Informatika']],
  tabel: {
    kolom: ['No', 'Kode', 'Mata Kuliah', 'SKS', 'Huruf'],
    lebar: ['auto', 'auto', '*', 'auto', 'auto'],
    baris: [[1, 'IF101', 'Algoritma dan Pemrograman', 3, 'A'], [2, 'IF102', 'Matematika Diskrit', 3, 'AB']],
  },
  ringkasan: [['IPS', '3,75'], ['IPK', '3,60']],
  catatan: ['Batas SKS semester berikutnya: 24'],
  tandaTangan: [
    { jabatan: 'Mahasiswa', nama: 'Ayu Lestari Şahin', nomor: 'NIM. 2021010001' },
    { jabatan: 'Ketua Program Studi', nama: 'Dr. Budi Santoso, M.Kom.', nomor: 'NIDN. 0401018001' },
  ],
  tanggalCetak: '3 Maret 2025',
};

describe('print helper', () => {
  it('renders the university A4 layout with every block readable as text', async () => {
    const pdf = await renderPdf(a4Document(contoh));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['UNIVERSITAS NUSANTARA', 'Biro Administrasi Akademik', 'Jl. Ir. H. Juanda No. 96, Bandung', 'KARTU HASIL STUDI',
      'Semester 2024/2025 Genap', 'Ayu Lestari Şahin', 'Matematika Diskrit', 'Bandung, 3 Maret 2025', 'Ketua Program Studi',
      'Dr. Budi Santoso, M.Kom.', 'NIDN. 0401018001', 'Batas SKS semester berikutnya: 24']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/1\s*\/\s*1/);
    expect(text).toMatch(/NIM\s+:\s+2021010001/);
    expect(text).toMatch(/IPK\s+:\s+3,60/);
    expect(text).toMatch(/IF101\s+Algoritma dan Pemrograman\s+3\s+A/);
  });

  it('is A4 and repeats onto further pages for long tables', async () => {
    const baris = Array.from({ length: 120 }, (_, i) => [i + 1, `MK${i}`, `Mata Kuliah ${i}`, 2, 'B']);
    const pdf = await renderPdf(a4Document({ ...contoh, tabel: { ...contoh.tabel, baris } }));
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pdfText(pdf)).toMatch(new RegExp(`${pages}\\s*/\\s*${pages}`));
  });

  it('renders documents side by side on the same parsed fonts, each with its own text and glyphs', async () => {
    // The fonts are parsed once per process (render.ts); every document embeds its own subset of them.
    const names = ['Ayu Lestari Şahin', 'Budi Ōtsuka', 'Citra Dewi', 'Dédé Kusuma'];
    const kartu = (nama: string, i: number) => renderPdf(a4Document({
      ...contoh,
      kop: { ...contoh.kop, nama: `Universitas ${nama}` },
      identitas: [['NIM', `20210100${i}`], ['Nama', nama]],
      tabel: { ...contoh.tabel, baris: [[1, `MK${i}`, `Kuliah ke-${i} ${nama}`, 3, 'A']] },
      tandaTangan: [{ jabatan: 'Mahasiswa', nama, nomor: `NIM. 20210100${i}` }],
    }));
    const pdfs = await Promise.all(names.map(kartu));
    pdfs.forEach((pdf, i) => {
      const text = pdfText(pdf);
      expect(text).toContain(`UNIVERSITAS ${names[i].toUpperCase()}`);
      expect(text).toMatch(new RegExp(`Nama\\s+:\\s+${names[i]}`));
      expect(text).toContain(`Kuliah ke-${i} ${names[i]}`);
      for (const other of names.filter((n) => n !== names[i])) expect(text).not.toContain(other);
    });
    // 'Ō' and 'Ş' are drawn from 'O' and 'S': a later document's plain letters must still read as text.
    expect(pdfText(await kartu('Oka Sutisna', 9))).toContain('UNIVERSITAS OKA SUTISNA');
  });

  it('prints an empty-table line, a dash for empty values and a logo', async () => {
    const pdf = await renderPdf(a4Document({
      ...contoh, kop: { ...contoh.kop, logo: await QRCode.toBuffer('logo') }, identitas: [['Dosen PA', '']], tabel: { kolom: ['No', 'Mata Kuliah'], baris: [], kosong: 'Belum ada nilai' },
    }));
    const text = pdfText(pdf);
    expect(text).toContain('Belum ada nilai');
    expect(text).toMatch(/Dosen PA\s+:\s+-/);
  });

  it('never fetches a URL or reads a local file named in a definition', async () => {
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: '/etc/hostname' }] })).rejects.toThrow();
  });

  it('formats the print date in Indonesian, Jakarta time', () => {
    // 2025-03-02T18:30Z is already Monday 3 March in Jakarta (UTC+7).
    expect(formatTanggalCetak(new Date('2025-03-02T18:30:00Z'))).toBe('3 Maret 2025');
    expect(formatTanggalCetak(new Date('2025-03-02T18:30:00Z'), true)).toBe('Senin, 3 Maret 2025');
    // A calendar day is that day wherever the server runs.
    expect(formatTanggalCetak('2025-03-03', true)).toBe('Senin, 3 Maret 2025');
    expect(formatTanggalCetak('2026-12-31')).toBe('31 Desember 2026');
  });
});

const cetakUji = defineServerModule({
  manifest: defineModule({ id: 'cetak-uji', version: '0.0.1', requires: [], routes: [], menu: [], notifications: [], apiPrefixes: ['cetak-uji'] }),
  migrations: {},
  plugin: async (app) => {
    app.get('/cetak-uji', { config: { allow: 'public' } }, async (_request, reply) => {
      const kop = (await readKop(app.db)) ?? { nama: 'Tanpa Kop' };
      return sendPdf(reply, await renderPdf(a4Document({ ...contoh, kop })), 'KHS 2021010001 2024-2 Genap.pdf');
    });
  },
});

describe.each(TEST_DATABASES)('sendPdf and the letterhead setting (%s)', (database) => {
  let kernel: TestKernel;
  beforeAll(async () => {
    kernel = await buildTestKernel({ modules: [cetakUji], database, seed: false });
  });
  afterAll(async () => kernel?.close());

  it('sends an attachment with the file name and reads the stored letterhead', async () => {
    expect(await readKop(kernel.db)).toBeUndefined();
    await storeKopIfAbsent(kernel.db, { nama: 'Universitas Contoh', alamat: 'Jl. Contoh 1', kota: 'Malang' });
    await storeKopIfAbsent(kernel.db, { nama: 'Tidak Menimpa' });
    expect(await readKop(kernel.db)).toMatchObject({ nama: 'Universitas Contoh', kota: 'Malang' });

    const res = await kernel.inject({ method: 'GET', url: '/api/cetak-uji' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="KHS 2021010001 2024-2 Genap.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('UNIVERSITAS CONTOH');
    expect(text).toContain('Malang, 3 Maret 2025');
  });
});
