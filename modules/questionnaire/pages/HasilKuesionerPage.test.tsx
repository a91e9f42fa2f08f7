import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HasilKuesionerPage from './HasilKuesionerPage';
import { INFO, SOAL } from './fixtures';
import { renderAt } from '../test-support';

// The lecturer's own results (decision 0035).
const api = vi.hoisted(() => ({ getHasil: vi.fn(), getHasilKomentar: vi.fn(), getHasilKomentarSemua: vi.fn(), unduhHasil: vi.fn() }));
vi.mock('../api-hasil', () => api);
const berkas = vi.hoisted(() => ({ simpanBerkas: vi.fn() }));
vi.mock('../api', async (asli) => ({ ...(await asli<object>()), ...berkas }));

const SEMESTER = [{ id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Genap' }, { id_semester_registrasi: 9, nama_semester_registrasi: '2025/2026 Ganjil' }];
const stat = (s: typeof SOAL[number], rata: number) => ({ id_soal: s.id_soal, urutan: s.urutan, kategori: s.kategori, pertanyaan: s.pertanyaan, jumlah: 6, rata_rata: rata, sebaran: [0, 0, 1, 2, 3] });
const CUKUP = { id_kelas: 5, kode_mata_kuliah: 'IF301', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', jumlah_lembar: 6, cukup: true, rata_rata: 4.17, soal: [stat(SOAL[0], 4.5), stat(SOAL[1], 3.83)], jumlah_komentar: 9 };
const KURANG = { id_kelas: 6, kode_mata_kuliah: 'IF302', nama_mata_kuliah: 'Basis Data', nama_kelas: 'B', jumlah_lembar: 3, cukup: false, rata_rata: null, soal: [], jumlah_komentar: 0 };
const SEMUA = { jumlah_lembar: 9, cukup: true, rata_rata: 4.02, soal: [stat(SOAL[0], 4.1)], jumlah_komentar: 2 };
const TERSEMBUNYI = { jumlah_lembar: 3, cukup: false, rata_rata: null, soal: [], jumlah_komentar: 0 };
const komentar = (n: number) => ({ urutan: 9, pertanyaan: 'Saran Anda', isi: `Komentar ${n}` });

describe('HasilKuesionerPage', () => {
  beforeEach(() => {
    api.getHasil.mockReset();
    api.getHasilKomentar.mockReset();
    api.unduhHasil.mockReset();
    berkas.simpanBerkas.mockReset();
  });

  it('shows per class the respondents and means, hides them under the minimum, and pages the comments by 7', async () => {
    api.getHasil.mockImplementation(async (q: { id_semester_registrasi?: number }) => (q.id_semester_registrasi === 9
      ? { semester: SEMESTER, kuesioner: { ...INFO, id_semester_registrasi: 9 }, minimal_responden: 5, kelas: [KURANG], semua: TERSEMBUNYI }
      : { semester: SEMESTER, kuesioner: { ...INFO, id_semester_registrasi: 11, judul: 'EDOM 2025/2026 Genap' }, minimal_responden: 5, kelas: [CUKUP, KURANG], semua: SEMUA }));
    api.getHasilKomentar.mockImplementation(async (_id: number, { page = 1 }: { page?: number }) => ({
      data: page === 1 ? [1, 2, 3, 4, 5, 6, 7].map(komentar) : [8, 9].map(komentar), current_page: page, per_page: 7, total: 9,
    }));
    renderAt(<HasilKuesionerPage />, '/hasil-kuesioner');
    const kelas = await screen.findByRole('region', { name: 'IF301 Komputasi Awan — Kelas A' });
    expect(api.getHasil).toHaveBeenCalledWith({});
    expect(within(kelas).getByText('6 responden · Rata-rata keseluruhan: 4,17')).toBeTruthy();
    expect(within(kelas).getByText('4,50')).toBeTruthy();
    expect(within(kelas).getByText('3,83')).toBeTruthy();
    const kecil = screen.getByRole('region', { name: 'IF302 Basis Data — Kelas B' });
    expect(within(kecil).getByText('Belum cukup responden (minimal 5)')).toBeTruthy();
    expect(within(kecil).queryByRole('table')).toBeNull();
    const semua = screen.getByRole('region', { name: 'Semua kelas' });
    expect(within(semua).getByText('9 responden · Rata-rata keseluruhan: 4,02')).toBeTruthy();
    api.getHasilKomentarSemua.mockResolvedValue({ data: [komentar(1), komentar(2)], current_page: 1, per_page: 7, total: 2 });
    fireEvent.click(within(semua).getByRole('button', { name: 'Komentar (2)' }));
    expect(await within(await screen.findByRole('region', { name: 'Komentar untuk semua kelas' })).findByText('Komentar 2')).toBeTruthy();
    expect(api.getHasilKomentarSemua).toHaveBeenCalledWith({ id_semester_registrasi: 11, page: 1 });

    fireEvent.click(within(kelas).getByRole('button', { name: 'Komentar (9)' }));
    const daftar = await screen.findByRole('region', { name: 'Komentar untuk Komputasi Awan — Kelas A' });
    expect(await within(daftar).findByText('Komentar 7')).toBeTruthy();
    expect(api.getHasilKomentar).toHaveBeenCalledWith(5, { page: 1 });
    fireEvent.click(within(daftar).getByRole('button', { name: 'Berikutnya' }));
    expect(await within(daftar).findByText('Komentar 9')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Semester'), { target: { value: '9' } });
    await waitFor(() => expect(api.getHasil).toHaveBeenCalledWith({ id_semester_registrasi: 9 }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'IF301 Komputasi Awan — Kelas A' })).toBeNull());
    expect(screen.getByRole('region', { name: 'IF302 Basis Data — Kelas B' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Semua kelas' })).getByText('Belum cukup responden (minimal 5)')).toBeTruthy();
  });

  it('says so when no questionnaire has been closed yet', async () => {
    api.getHasil.mockResolvedValue({ semester: [], kuesioner: null, minimal_responden: 5, kelas: [], semua: TERSEMBUNYI });
    renderAt(<HasilKuesionerPage />, '/hasil-kuesioner');
    expect(await screen.findByText('Belum ada kuesioner mahasiswa yang ditutup untuk kelas Anda. Hasil ditampilkan setelah kuesioner ditutup.')).toBeTruthy();
  });

  it('"Unduh XLSX" downloads the chosen closed semester; an open semester has no button; a failure shows in place', async () => {
    api.getHasil.mockImplementation(async (q: { id_semester_registrasi?: number }) => (q.id_semester_registrasi === 9
      ? { semester: SEMESTER, kuesioner: null, minimal_responden: 5, kelas: [], semua: TERSEMBUNYI }
      : { semester: SEMESTER, kuesioner: { ...INFO, id_semester_registrasi: 11 }, minimal_responden: 5, kelas: [CUKUP], semua: SEMUA }));
    const blob = new Blob(['PK']);
    api.unduhHasil.mockResolvedValueOnce(blob).mockRejectedValueOnce({ data: { message: 'Hasil kuesioner baru dapat dilihat setelah kuesioner ditutup.' } });
    renderAt(<HasilKuesionerPage />, '/hasil-kuesioner');
    fireEvent.click(await screen.findByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(berkas.simpanBerkas).toHaveBeenCalledWith(blob, 'hasil-kuesioner-11.xlsx'));
    expect(api.unduhHasil).toHaveBeenCalledWith({ id_semester_registrasi: 11 });
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hasil kuesioner baru dapat dilihat setelah kuesioner ditutup.');
    expect(berkas.simpanBerkas).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Semester'), { target: { value: '9' } });
    await screen.findByText('Kuesioner semester ini belum ditutup. Hasil ditampilkan setelah kuesioner ditutup.');
    expect(screen.queryByRole('button', { name: 'Unduh XLSX' })).toBeNull();
  });
});
