import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { a4Document, renderA4, renderPdf, type A4Input } from './index';

// A4 prints without a database: page breaking of the signature block.

const pages = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').split('\f').filter((p) => p.trim());

const KAPRODI = 'Dr. Kaprodi Penguji, M.Kom.';

/** A grade summary of `n` courses shaped like the Rangkuman Nilai print (summary, note, one signer). */
function rangkuman(n: number): A4Input {
  return {
    kop: { nama: 'Universitas Uji', unit: 'Fakultas Teknik' },
    judul: 'Rangkuman Nilai',
    identitas: [['NIM', '2021010001'], ['Nama', 'Siti Rahmawati'], ['Program Studi', 'S1 Informatika']],
    tabel: {
      kolom: ['No', 'Kode', 'Mata Kuliah', 'Semester', 'SKS', 'Huruf', 'Indeks', 'SKS x Indeks'],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      baris: Array.from({ length: n }, (_, i) => [i + 1, `MK${String(i + 1).padStart(3, '0')}`, `Mata Kuliah Nomor ${i + 1}`, '2023/2024 Ganjil', 3, 'A', '4,00', '12,00']),
    },
    ringkasan: [['Total SKS', String(3 * n)], ['Total SKS x Indeks', '0,00'], ['IPK', '4,00']],
    catatan: ['Untuk mata kuliah yang diulang, nilai yang berlaku adalah nilai pengambilan terakhir.'],
    tandaTangan: [{ jabatan: 'Ketua Program Studi Informatika', nama: KAPRODI, nomor: 'NIP. 19770705 200704 1 000' }],
    tanggalCetak: '3 Maret 2025',
  };
}

/** The page that carries the signature and whether the table's last row is printed on it. */
function halamanTandaTangan(pdf: Buffer, n: number) {
  const all = pages(pdf);
  const page = all.find((p) => p.includes(KAPRODI)) ?? '';
  return { jumlah: all.length, page, denganEkor: page.includes(`MK${String(n).padStart(3, '0')}`) };
}

describe('student prints', () => {
  it('never leaves the signature block alone on a page: the end of the table goes with it', async () => {
    let terpisahTanpaPerbaikan = 0;
    // Row counts around the first page's bottom (about 28 rows fit under this letterhead and identity).
    for (let n = 24; n <= 34; n++) {
      // Without the fix (plain a4Document) some row counts push the signature alone to the next page.
      const polos = halamanTandaTangan(await renderPdf(a4Document(rangkuman(n))), n);
      if (!polos.denganEkor) terpisahTanpaPerbaikan++;
      const pdf = await renderA4(rangkuman(n));
      const ttd = halamanTandaTangan(pdf, n);
      expect(ttd.page, `${n} baris`).toContain('Ketua Program Studi Informatika');
      expect(ttd.denganEkor, `${n} baris: tanda tangan tanpa akhir tabel`).toBe(true);
      // The rows are all printed, once each, and the tail carries the column headings.
      const text = pages(pdf).join('\n');
      for (const i of [1, n - 1, n]) expect(text.match(new RegExp(`MK${String(i).padStart(3, '0')}\\b`, 'g')), `${n}: MK${i}`).toHaveLength(1);
      expect(ttd.page).toContain('Mata Kuliah');
    }
    expect(terpisahTanpaPerbaikan).toBeGreaterThan(0);
  });

  it('keeps a short print on one page, unchanged', async () => {
    const pdf = await renderA4(rangkuman(5));
    expect(halamanTandaTangan(pdf, 5)).toMatchObject({ jumlah: 1, denganEkor: true });
  });
});
