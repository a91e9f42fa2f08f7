import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderPage } from '../../../core/client/test-support/render-page';
import catalogue from '../../../locales/id/attendance.json';
import type { LaporanDosenKelasResponse } from '../schemas';
import LaporanPresensiDosenPage from './LaporanPresensiDosenPage';

const api = vi.hoisted(() => ({ getLaporanDosenKelas: vi.fn() }));
vi.mock('../api', () => api);

const kelas = (id: number, semester: string, o: Partial<LaporanDosenKelasResponse['data'][number]> = {}) => ({
  id_kelas: id, id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', sks: 3, id_semester_registrasi: 13,
  nama_semester_registrasi: semester, nama_dosen: 'Agus Siregar, M.T.I.', id_dosen: 7, jumlah_pertemuan: 16, pertemuan_terlaksana: 16, kehadiran_dosen: 15, rata_kehadiran_mahasiswa: 87.5, ...o,
});
const LAPORAN: LaporanDosenKelasResponse = {
  dosen: { id_dosen: 7, nama_dosen: 'Agus Siregar, M.T.I.', nidn: '0230589818' },
  data: [kelas(501, '2026/2027 Ganjil', { pertemuan_terlaksana: 1, kehadiran_dosen: 1, rata_kehadiran_mahasiswa: 100 }), kelas(402, '2025/2026 Genap', { nama_mata_kuliah: 'Basis Data', id_mata_kuliah: 41, id_semester_registrasi: 12 })],
};
const render = () => renderPage(<LaporanPresensiDosenPage />, { namespace: 'attendance', catalogue, path: '/laporan-presensi/detail/7', route: '/laporan-presensi/detail/:id_dosen' });

describe('LaporanPresensiDosenPage: one lecturer\'s classes of every semester', () => {
  beforeEach(() => {
    api.getLaporanDosenKelas.mockReset();
    api.getLaporanDosenKelas.mockResolvedValue(LAPORAN);
  });

  it('lists each class with its meetings held, the lecturer\'s attendance and the students\' mean, each linking to the class\'s report', async () => {
    render();
    const basisData = await screen.findByRole('row', { name: /2025\/2026 Genap Basis Data A 16 \/ 16 15 87,5%/ });
    expect(within(basisData).getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/laporan-presensi/detail/7/12/402/41');
    expect(screen.getByRole('heading', { level: 1, name: 'Agus Siregar, M.T.I.' })).toBeTruthy();
    expect(screen.getByText('NIDN 0230589818')).toBeTruthy();
    expect(api.getLaporanDosenKelas).toHaveBeenCalledWith('7');
  });

  it('on a phone, shows each class as a card with every figure and its link', async () => {
    await diLayarSempit(async () => {
      render();
      const [baru] = await kartuDaftar('Agus Siregar, M.T.I.');
      expect(baru.textContent).toContain('1 / 16');
      expect(baru.textContent).toContain('100%');
      expect(within(baru).getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/laporan-presensi/detail/7/13/501/40');
    });
  });
});
