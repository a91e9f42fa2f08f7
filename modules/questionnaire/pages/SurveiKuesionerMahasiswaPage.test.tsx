import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KuesionerPage from './KuesionerPage';
import SurveiKuesionerDosenPage from './SurveiKuesionerDosenPage';
import SurveiKuesionerMahasiswaPage from './SurveiKuesionerMahasiswaPage';
import { INFO } from './fixtures';
import { renderAt } from '../test-support';

const api = vi.hoisted(() => ({
  getStatistikMahasiswa: vi.fn(), getStatistikDosen: vi.fn(), unduhStatistikMahasiswa: vi.fn(), unduhStatistikDosen: vi.fn(), simpanBerkas: vi.fn(),
}));
vi.mock('../api', () => api);

const STAT = {
  kuesioner: INFO, jumlah_lembar: 12, rata_rata: 4.125,
  soal: [
    { id_soal: 11, urutan: 1, kategori: 'Pedagogik', pertanyaan: 'Dosen menjelaskan materi dengan jelas.', jumlah: 12, rata_rata: 4.25, sebaran: [0, 1, 1, 4, 6] },
    { id_soal: 12, urutan: 2, kategori: 'Profesional', pertanyaan: 'Dosen menguasai materi.', jumlah: 0, rata_rata: null, sebaran: [0, 0, 0, 0, 0] },
  ],
  dosen: [{ id_dosen: 3, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', jumlah_lembar: 12, rata_rata: 4.1, jumlah_komentar: 0 }],
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
    api.getStatistikDosen.mockResolvedValue({ kuesioner: null, jumlah_lembar: 0, rata_rata: null, soal: [] });
    renderAt(<KuesionerPage />, '/kuesioner');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuesioner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Survei Kuesioner Mahasiswa' }).getAttribute('href')).toBe('/kuesioner/survei-kuesioner-mahasiswa');
    expect(screen.getByRole('link', { name: 'Survei Kuesioner Dosen' }).getAttribute('href')).toBe('/kuesioner/survei-kuesioner-dosen');
    expect(await screen.findByText('2025/2026 Ganjil · 12 pengisi · Rata-rata keseluruhan: 4,13')).toBeTruthy();
    expect(await screen.findByText('Belum ada kuesioner untuk semester ini.')).toBeTruthy();
  });
});
