import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from './index';
import { client } from './uaps.test-support';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe.each(MODULE_TEST_DATABASES)('uaps prints (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
  });
  afterAll(async () => k?.close());

  it('bimbingan-riwayat/cetak: the supervision card of the student as a real PDF', async () => {
    const res = await api.get('tugas-akhir/bimbingan-riwayat/cetak', 'mhs00');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/kartu-bimbingan-\d{13}\.pdf/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('KARTU BIMBINGAN TUGAS AKHIR');
    expect(text).toContain('Siti Rahmawati');
    expect(text).toContain('Budi Santoso');
    expect(text).toMatch(/4 \(minimal 8 untuk sidang\)/);
    // Dates as 'Senin, 3 Maret 2025', never '08-07-2026'; the main supervisor signs with NIP or NIDN.
    expect(text).not.toMatch(/\d{2}-\d{2}-\d{4}/);
    // A table cell wraps the date over two or three lines.
    expect(text).toMatch(/(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2}\s/);
    expect(text).toMatch(/(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember)\s+\d{4}/);
    expect(text).toMatch(/NIP\. \d{8} \d{6} \d \d{3}|NIDN\. \d+/);
    expect((await api.get('tugas-akhir/bimbingan-riwayat/cetak', 'ta.baru')).statusCode).toBe(409);
    expect((await api.get('tugas-akhir/bimbingan-riwayat/cetak', 'dsn00')).statusCode).toBe(403);
  });

  it('surat-tugas: the assignment letter for staff, the lecturer and the student; nobody else', async () => {
    const mine = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.pembimbing[0];
    for (const who of ['aka01', 'dsn00', 'mhs00']) {
      const res = await api.get(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${mine.id_tugas_akhir_pembimbing}`, who);
      expect(res.statusCode, who).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('SURAT TUGAS PEMBIMBING TUGAS AKHIR');
      expect(text).toContain(mine.nomor_surat);
      expect(text).toContain('Pembimbing Utama');
    }
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${mine.id_tugas_akhir_pembimbing}`, 'ta.siapsidang')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${mine.id_tugas_akhir_pembimbing}`, 'kor00')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/mahasiswa-bimbingan/surat-tugas/999999', 'aka01')).statusCode).toBe(404);
  });
});
