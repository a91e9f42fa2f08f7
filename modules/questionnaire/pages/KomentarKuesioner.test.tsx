import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KelolaKuesionerDetailPage from './KelolaKuesionerDetailPage';
import KelolaKuesionerPage from './KelolaKuesionerPage';
import KuesionerMahasiswaPage from './KuesionerMahasiswaPage';
import SurveiKuesionerDosenPage from './SurveiKuesionerDosenPage';
import SurveiKuesionerMahasiswaPage from './SurveiKuesionerMahasiswaPage';
import { DAFTAR_KELOLA, DETAIL_DRAF, INFO, PILIHAN, SOAL, SOAL_KOMENTAR } from './fixtures';
import { renderAt } from '../test-support';

// Comment questions on the pages and the paged administrator list (decision 0032).
const api = vi.hoisted(() => ({
  getKuesioner: vi.fn(), postKuesioner: vi.fn(), getStatistikMahasiswa: vi.fn(), unduhStatistikMahasiswa: vi.fn(), getKomentarDosen: vi.fn(), simpanBerkas: vi.fn(),
  getStatistikDosen: vi.fn(), unduhStatistikDosen: vi.fn(), getKomentarProdi: vi.fn(),
}));
vi.mock('../api', () => api);
const kelola = vi.hoisted(() => ({ getKelola: vi.fn(), postKelola: vi.fn(), getKelolaDetail: vi.fn(), putKelola: vi.fn(), postKelolaAksi: vi.fn(), deleteKelola: vi.fn() }));
vi.mock('../api-kelola', () => kelola);

const KELAS = { id_kelas: 1, id_mata_kuliah: 101, kode_mata_kuliah: 'IF1', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', sudah_diisi: false };
const komentar = (n: number) => ({ urutan: 4, pertanyaan: SOAL_KOMENTAR.pertanyaan, isi: `Komentar ${n}` });

describe('comment questions on the questionnaire pages', () => {
  beforeEach(() => {
    for (const f of [...Object.values(api), ...Object.values(kelola)]) f.mockReset();
  });

  it('the student writes an optional comment in a textarea; it is sent trimmed beside the Likert answers', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: INFO, soal: [...SOAL, SOAL_KOMENTAR], kelas: [KELAS], belum_diisi: 1 });
    api.postKuesioner.mockResolvedValue({ message: 'Terima kasih, jawaban kuesioner tersimpan.', id_kelas: 1, belum_diisi: 0 });
    renderAt(<KuesionerMahasiswaPage />, '/kuesioner-mahasiswa');
    fireEvent.click(await screen.findByRole('button', { name: 'Isi Kuesioner Komputasi Awan A' }));
    for (const group of screen.getAllByRole('group')) fireEvent.click(within(group).getByLabelText('4 Baik'));
    const teks = screen.getByLabelText(/4\. Saran untuk dosen dan kelas ini\./) as HTMLTextAreaElement;
    expect(teks.maxLength).toBe(1000);
    expect(screen.getByText('Saran · Opsional, paling banyak 1000 karakter.')).toBeTruthy();
    fireEvent.change(teks, { target: { value: '  Contoh soal lebih banyak.  ' } });
    expect(screen.getByText('29/1000 karakter')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(api.postKuesioner).toHaveBeenCalledWith({
      id_kelas: 1, jawaban: SOAL.map((s) => ({ id_soal: s.id_soal, nilai: 4 })), komentar: [{ id_soal: 14, isi: 'Contoh soal lebih banyak.' }],
    }));
  });

  it('an empty comment is not sent', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: INFO, soal: [...SOAL, SOAL_KOMENTAR], kelas: [KELAS], belum_diisi: 1 });
    api.postKuesioner.mockResolvedValue({ message: 'Terima kasih, jawaban kuesioner tersimpan.', id_kelas: 1, belum_diisi: 0 });
    renderAt(<KuesionerMahasiswaPage />, '/kuesioner-mahasiswa');
    fireEvent.click(await screen.findByRole('button', { name: 'Isi Kuesioner Komputasi Awan A' }));
    for (const group of screen.getAllByRole('group')) fireEvent.click(within(group).getByLabelText('5 Sangat baik'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(api.postKuesioner).toHaveBeenCalledWith({ id_kelas: 1, jawaban: SOAL.map((s) => ({ id_soal: s.id_soal, nilai: 5 })) }));
  });

  it('the staff open a lecturer\'s comments, text only, 7 a page', async () => {
    api.getStatistikMahasiswa.mockResolvedValue({
      kuesioner: INFO, jumlah_lembar: 12, rata_rata: 4.1, soal: [], pilihan: PILIHAN,
      dosen: [{ id_dosen: 3, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', jumlah_lembar: 12, rata_rata: 4.1, jumlah_komentar: 9 }, { id_dosen: 4, nama_dosen: 'Siti', jumlah_lembar: 2, rata_rata: 3, jumlah_komentar: 0 }],
    });
    api.getKomentarDosen.mockImplementation(async ({ page = 1 }: { page?: number }) => ({
      data: page === 1 ? [1, 2, 3, 4, 5, 6, 7].map(komentar) : [8, 9].map(komentar), current_page: page, per_page: 7, total: 9,
    }));
    renderAt(<SurveiKuesionerMahasiswaPage />, '/kuesioner/survei-kuesioner-mahasiswa');
    expect(within((await screen.findByText('Siti')).closest('tr')!).getByText('-')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat komentar untuk Dr. Ir. Budi Santoso, M.Kom.' }));
    const daftar = await screen.findByRole('region', { name: 'Komentar untuk Dr. Ir. Budi Santoso, M.Kom.' });
    expect(await within(daftar).findByText('Komentar 7')).toBeTruthy();
    expect(api.getKomentarDosen).toHaveBeenCalledWith({ id_dosen: 3, id_semester_registrasi: INFO.id_semester_registrasi, page: 1 });
    expect(within(daftar).getByText('Komentar mahasiswa, tanpa identitas penulis.')).toBeTruthy();
    fireEvent.click(within(daftar).getByRole('button', { name: 'Berikutnya' }));
    expect(await within(daftar).findByText('Komentar 9')).toBeTruthy();
    expect(within(daftar).queryByText('Komentar 1')).toBeNull();
  });

  it('the staff read the lecturers\' comments per programme (the sheet names no lecturer), 7 a page', async () => {
    api.getStatistikDosen.mockResolvedValue({
      kuesioner: { ...INFO, jenis: 'dosen', judul: 'Kuesioner Dosen 2025/2026 Ganjil' }, jumlah_lembar: 6, rata_rata: 4, soal: [], pilihan: PILIHAN,
      prodi: [
        { id_prodi: 2, nama_prodi: 'S1 Teknik Informatika', jumlah_lembar: 5, rata_rata: 4.2, jumlah_komentar: 8 },
        { id_prodi: 3, nama_prodi: 'S1 Sistem Informasi', jumlah_lembar: 1, rata_rata: 3, jumlah_komentar: 0 },
      ],
    });
    api.getKomentarProdi.mockImplementation(async ({ page = 1 }: { page?: number }) => ({
      data: page === 1 ? [1, 2, 3, 4, 5, 6, 7].map(komentar) : [komentar(8)], current_page: page, per_page: 7, total: 8,
    }));
    renderAt(<SurveiKuesionerDosenPage />, '/kuesioner/survei-kuesioner-dosen');
    await screen.findByRole('heading', { level: 2, name: 'Rata-rata per Program Studi' });
    // The statistics per question, then the programmes.
    const tabel = screen.getAllByRole('table')[1];
    expect(within(tabel).getByRole('columnheader', { name: 'Program Studi' })).toBeTruthy();
    expect(within(within(tabel).getByText('S1 Teknik Informatika').closest('tr')!).getByText('4,20')).toBeTruthy();
    expect(within(within(tabel).getByText('S1 Sistem Informasi').closest('tr')!).getByText('-')).toBeTruthy();
    expect(screen.getByText(/^Lembar jawaban dosen hanya mencatat program studi pengisinya/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rata-rata per Dosen' })).toBeNull();

    fireEvent.click(within(tabel).getByRole('button', { name: 'Lihat komentar untuk S1 Teknik Informatika' }));
    const daftar = await screen.findByRole('region', { name: 'Komentar untuk S1 Teknik Informatika' });
    expect(await within(daftar).findByText('Komentar 7')).toBeTruthy();
    expect(within(daftar).getByText('Komentar dosen, tanpa identitas penulis.')).toBeTruthy();
    expect(api.getKomentarProdi).toHaveBeenCalledWith({ id_prodi: 2, id_semester_registrasi: INFO.id_semester_registrasi, page: 1 });
    expect(api.getKomentarDosen).not.toHaveBeenCalled();
    fireEvent.click(within(daftar).getByRole('button', { name: 'Berikutnya' }));
    expect(await within(daftar).findByText('Komentar 8')).toBeTruthy();
    expect(api.getKomentarProdi).toHaveBeenLastCalledWith({ id_prodi: 2, id_semester_registrasi: INFO.id_semester_registrasi, page: 2 });
    fireEvent.click(within(daftar).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Komentar untuk S1 Teknik Informatika' })).toBeNull());
  });

  it('the administrator filters the list by semester and pages it', async () => {
    kelola.getKelola.mockImplementation(async (q: { page?: number; id_semester_registrasi?: number }) =>
      q.id_semester_registrasi ? { ...DAFTAR_KELOLA, data: DAFTAR_KELOLA.data.slice(2), total: 2 } : { ...DAFTAR_KELOLA, total: 11, current_page: q.page ?? 1 });
    renderAt(<KelolaKuesionerPage />, '/kelola-kuesioner');
    await screen.findByText('Kuesioner Dosen 2026/2027 Ganjil');
    expect(kelola.getKelola).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(kelola.getKelola).toHaveBeenCalledWith({ page: 2, per_page: 7 }));
    fireEvent.change(screen.getByLabelText('Semester'), { target: { value: '11' } });
    await waitFor(() => expect(kelola.getKelola).toHaveBeenCalledWith({ page: 1, per_page: 7, id_semester_registrasi: 11 }));
    await waitFor(() => expect(screen.queryByText('Kuesioner Dosen 2026/2027 Ganjil')).toBeNull());
    expect(screen.getByText('Kuesioner Dosen 2025/2026 Genap')).toBeTruthy();
  });

  it('the administrator turns a question into a comment question and saves it', async () => {
    kelola.getKelolaDetail.mockResolvedValue(DETAIL_DRAF);
    kelola.putKelola.mockResolvedValue({ message: 'Tersimpan.', data: { ...DETAIL_DRAF, versi: 2 } });
    renderAt(<Route path="/kelola-kuesioner/:id_kuesioner"><KelolaKuesionerDetailPage /></Route>, '/kelola-kuesioner/9');
    fireEvent.change(await screen.findByLabelText('Jenis soal 3'), { target: { value: 'komentar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(kelola.putKelola).toHaveBeenCalled());
    expect(kelola.putKelola.mock.calls[0][1].soal.map((s: { tipe: string }) => s.tipe)).toEqual(['likert', 'likert', 'komentar']);
  });
});
