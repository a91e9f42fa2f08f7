import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KuesionerPage from './KuesionerPage';
import SurveiKuesionerDosenPage from './SurveiKuesionerDosenPage';
import SurveiKuesionerMahasiswaPage from './SurveiKuesionerMahasiswaPage';
import { INFO } from './fixtures';
import { renderAt } from '../test-support';
import { diLayarSempit } from '../../../core/client/test-support/layar-sempit';

const api = vi.hoisted(() => ({
  getStatistikMahasiswa: vi.fn(), getStatistikDosen: vi.fn(), unduhStatistikMahasiswa: vi.fn(), unduhStatistikDosen: vi.fn(), simpanBerkas: vi.fn(),
  getKomentarDosen: vi.fn(), getKomentarProdi: vi.fn(),
}));
vi.mock('../api', () => api);

const STAT = {
  kuesioner: INFO, jumlah_lembar: 12, rata_rata: 4.125,
  soal: [
    { id_soal: 11, urutan: 1, kategori: 'Pedagogik', pertanyaan: 'Dosen menjelaskan materi dengan jelas.', jumlah: 12, rata_rata: 4.25, sebaran: [0, 1, 1, 4, 6] },
    { id_soal: 12, urutan: 2, kategori: 'Profesional', pertanyaan: 'Dosen menguasai materi.', jumlah: 0, rata_rata: null, sebaran: [0, 0, 0, 0, 0] },
  ],
  dosen: [{ id_dosen: 3, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', jumlah_lembar: 12, rata_rata: 4.1, jumlah_komentar: 2 }],
  pilihan: {
    semester: [{ id_semester_registrasi: INFO.id_semester_registrasi, nama_semester_registrasi: INFO.nama_semester_registrasi }, { id_semester_registrasi: 7, nama_semester_registrasi: '2024/2025 Genap' }],
    prodi: [{ id_prodi: 2, nama_prodi: 'S1 Sistem Informasi' }, { id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
  },
};

const pilih = async (combobox: HTMLElement, nama: string) => {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: nama }));
};

describe('questionnaire statistics pages (programme staff)', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
  });

  it('survei-kuesioner-mahasiswa shows per question count, mean with a comma, distribution, per lecturer, and downloads the XLSX', async () => {
    api.getStatistikMahasiswa.mockResolvedValue(STAT);
    const blob = new Blob(['PK']);
    api.unduhStatistikMahasiswa.mockResolvedValue(blob);
    renderAt(<SurveiKuesionerMahasiswaPage />, '/kuesioner/survei-kuesioner-mahasiswa');
    expect(screen.getByRole('heading', { level: 1, name: 'Survei Kuesioner Mahasiswa' })).toBeTruthy();
    const row = (await screen.findByText('Dosen menjelaskan materi dengan jelas.')).closest('tr')!;
    expect(within(row).getByText('4,25')).toBeTruthy();
    expect(within(row).getByText('0 / 1 / 1 / 4 / 6')).toBeTruthy();
    expect(within(screen.getByText('Dosen menguasai materi.').closest('tr')!).getByText('-')).toBeTruthy();
    expect(screen.getByText('2025/2026 Ganjil · 12 pengisi · Rata-rata keseluruhan: 4,13')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rata-rata per Dosen' })).toBeTruthy();
    const perDosen = screen.getAllByRole('table')[1];
    expect(within(perDosen).getByText('4,10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(api.simpanBerkas).toHaveBeenCalledWith(blob, 'statistik-kuesioner-mahasiswa.xlsx'));
  });

  it('on a phone, shows each question and each lecturer as a card, the distribution and the comments button included', async () => {
    await diLayarSempit(async () => {
      api.getStatistikMahasiswa.mockResolvedValue(STAT);
      api.getKomentarDosen.mockResolvedValue({ data: [{ urutan: 3, pertanyaan: 'Saran', isi: 'Contoh soal diperbanyak.' }], current_page: 1, per_page: 7, total: 1 });
      renderAt(<SurveiKuesionerMahasiswaPage />, '/kuesioner/survei-kuesioner-mahasiswa');
      await screen.findByText('Dosen menjelaskan materi dengan jelas.');
      expect(screen.queryByRole('table')).toBeNull();
      const soal = screen.getByRole('list', { name: 'Kuesioner' });
      const dosen = screen.getByRole('list', { name: 'Rata-rata per Dosen' });
      const pertama = within(soal).getAllByRole('listitem')[0];
      expect(within(pertama).getByText('0 / 1 / 1 / 4 / 6')).toBeTruthy();
      expect(within(pertama).getByText('Sebaran (1 / 2 / 3 / 4 / 5)')).toBeTruthy();
      fireEvent.click(within(dosen).getByRole('button', { name: /Dr\. Ir\. Budi Santoso/ }));
      expect(await screen.findByText('Contoh soal diperbanyak.')).toBeTruthy();
    });
  });

  it('narrows to an earlier semester and one programme: the statistics, the comments and the XLSX follow the choice', async () => {
    const lalu = { ...STAT, kuesioner: { ...INFO, id_kuesioner: 70, id_semester_registrasi: 7, nama_semester_registrasi: '2024/2025 Genap' }, jumlah_lembar: 5 };
    api.getStatistikMahasiswa.mockImplementation(async (q: { id_semester_registrasi?: number }) => (q.id_semester_registrasi === 7 ? lalu : STAT));
    api.unduhStatistikMahasiswa.mockResolvedValue(new Blob(['PK']));
    api.getKomentarDosen.mockResolvedValue({ data: [{ urutan: 3, pertanyaan: 'Saran', isi: 'Contoh soal diperbanyak.' }], current_page: 1, per_page: 7, total: 1 });
    renderAt(<SurveiKuesionerMahasiswaPage />, '/kuesioner/survei-kuesioner-mahasiswa');
    await screen.findByText('2025/2026 Ganjil · 12 pengisi · Rata-rata keseluruhan: 4,13');
    expect(api.getStatistikMahasiswa).toHaveBeenLastCalledWith({ id_semester_registrasi: undefined, id_prodi: undefined });

    await pilih(screen.getByRole('combobox', { name: 'Semester' }), '2024/2025 Genap');
    expect(await screen.findByText('2024/2025 Genap · 5 pengisi · Rata-rata keseluruhan: 4,13')).toBeTruthy();
    expect(api.getStatistikMahasiswa).toHaveBeenLastCalledWith({ id_semester_registrasi: 7, id_prodi: undefined });
    await pilih(screen.getByRole('combobox', { name: 'Program studi' }), 'S1 Teknik Informatika');
    await waitFor(() => expect(api.getStatistikMahasiswa).toHaveBeenLastCalledWith({ id_semester_registrasi: 7, id_prodi: 1 }));

    fireEvent.click(await screen.findByRole('button', { name: 'Lihat komentar untuk Dr. Ir. Budi Santoso, M.Kom.' }));
    expect(await screen.findByText('Contoh soal diperbanyak.')).toBeTruthy();
    expect(api.getKomentarDosen).toHaveBeenCalledWith({ id_dosen: 3, id_semester_registrasi: 7, id_prodi: 1, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(api.unduhStatistikMahasiswa).toHaveBeenCalledWith({ id_semester_registrasi: 7, id_prodi: 1 }));
  });

  it('survei-kuesioner-dosen uses the lecturer calls and shows a failed download', async () => {
    api.getStatistikDosen.mockResolvedValue({ ...STAT, dosen: undefined });
    api.unduhStatistikDosen.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Anda tidak berhak mengakses data ini.' } }));
    renderAt(<SurveiKuesionerDosenPage />, '/kuesioner/survei-kuesioner-dosen');
    expect(await screen.findByText('Dosen menjelaskan materi dengan jelas.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rata-rata per Dosen' })).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    expect(await screen.findByText('Anda tidak berhak mengakses data ini.')).toBeTruthy();
    expect(api.getStatistikMahasiswa).not.toHaveBeenCalled();
  });

  it('/kuesioner links to both surveys with their summaries', async () => {
    api.getStatistikMahasiswa.mockResolvedValue(STAT);
    api.getStatistikDosen.mockResolvedValue({ kuesioner: null, jumlah_lembar: 0, rata_rata: null, soal: [], pilihan: { semester: [], prodi: [] } });
    renderAt(<KuesionerPage />, '/kuesioner');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuesioner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Survei Kuesioner Mahasiswa' }).getAttribute('href')).toBe('/kuesioner/survei-kuesioner-mahasiswa');
    expect(screen.getByRole('link', { name: 'Lihat Survei Kuesioner Dosen' }).getAttribute('href')).toBe('/kuesioner/survei-kuesioner-dosen');
    expect(await screen.findByText('2025/2026 Ganjil · 12 pengisi · Rata-rata keseluruhan: 4,13')).toBeTruthy();
    expect(await screen.findByText('Belum ada kuesioner untuk semester ini.')).toBeTruthy();
  });
});
