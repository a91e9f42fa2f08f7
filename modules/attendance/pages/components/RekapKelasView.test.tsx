import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../../core/client/test-support/layar-sempit';
import { lebarHalaman } from '../../../../core/client/test-support/lebar-halaman';
import { renderPage } from '../../../../core/client/test-support/render-page';
import catalogue from '../../../../locales/id/attendance.json';
import type { RekapKelas } from '../../schemas';
import { RekapKelasView } from './RekapKelasView';

vi.mock('../../api', () => ({ simpanBerkas: vi.fn(), unduhRekapKelas: vi.fn() }));

const pertemuan = (ke: number) => ({ id_pertemuan: 900 + ke, pertemuan_ke: ke, jenis: 'kuliah', tanggal: `2026-11-${String(18 + ke).padStart(2, '0')}`, terlaksana: ke <= 3 });
const REKAP: RekapKelas = {
  keterangan: {
    id_kelas: 501, id_mata_kuliah: 40, nama_mata_kuliah: 'Komputasi Awan', kode_mata_kuliah: 'IF5101', sks: 3, nama_kelas: 'A',
    nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nama_prodi: 'S1 Teknik Informatika', nama_semester_registrasi: '2026/2027 Ganjil', pertemuan_terlaksana: 3,
  },
  pertemuan: [1, 2, 3, 4].map(pertemuan),
  mahasiswa: [
    { id_mahasiswa: 1, nim: '2023552010002', nama_mahasiswa: 'Yuni Nurhaliza', kehadiran: { 1: 'hadir', 2: 'sakit', 3: 'alpa' }, hadir: 1, persen: 33.3 },
    { id_mahasiswa: 2, nim: '2023552010003', nama_mahasiswa: 'Rudi Hartono', kehadiran: { 1: 'hadir', 2: 'hadir', 3: 'hadir' }, hadir: 3, persen: 100 },
  ],
};
const render = () => renderPage(<RekapKelasView loader={async () => REKAP} />, { namespace: 'attendance', catalogue });

describe('RekapKelasView: a class\'s attendance matrix', () => {
  it('shows a row per student and a column per meeting with H/I/S/A, and the percentage', async () => {
    render();
    const yuni = await screen.findByRole('row', { name: /^2023552010002 Yuni Nurhaliza H S A - 33,3$/ });
    expect(yuni).toBeTruthy();
    expect(screen.getByRole('row', { name: /Rudi Hartono H H H - 100$/ })).toBeTruthy();
  });

  it('on a phone, shows a card per student: the percentage, and each meeting\'s letter under its number, named for a screen reader', async () => {
    await diLayarSempit(async () => {
      render();
      const yuni = (await kartuDaftar('Detail Presensi Kelas')).find((li) => li.textContent?.startsWith('Yuni Nurhaliza'))!;
      expect(within(yuni).getByText('33,3%')).toBeTruthy();
      const marks = within(within(yuni).getByRole('list', { name: 'Kehadiran' })).getAllByRole('listitem');
      expect(marks.map((li) => li.getAttribute('aria-label'))).toEqual(['Pertemuan 1: Hadir', 'Pertemuan 2: Sakit', 'Pertemuan 3: Alpa', 'Pertemuan 4: Belum tercatat']);
      expect(marks.map((li) => li.textContent)).toEqual(['1H', '2S', '3A', '4-']);
    });
  });
});

describe('RekapKelasView beside the drawer of a laptop', () => {
  let ukuran: ReturnType<typeof lebarHalaman>;
  afterEach(() => ukuran.kembalikan());

  it('draws the matrix\'s cells closer when its meetings do not fit as drawn', async () => {
    ukuran = lebarHalaman({ halaman: 710, perluTabel: 744, perluRapat: 700 });
    render();
    const tabel = await screen.findByRole('table');
    expect(tabel.closest('.rt-TableRoot')?.classList.contains('siakad-tabel-rapat')).toBe(true);
  });

  it('shows the phone\'s card per student when even that is too wide, and the matrix again on a wider page', async () => {
    ukuran = lebarHalaman({ halaman: 600, perluTabel: 760, perluRapat: 720 });
    render();
    const kartu = await kartuDaftar('Detail Presensi Kelas');
    expect(kartu.map((li) => li.textContent?.split('2023')[0])).toEqual(['Yuni Nurhaliza', 'Rudi Hartono']);
    ukuran.ubahLebar(900);
    expect(screen.getByRole('row', { name: /Rudi Hartono H H H - 100$/ })).toBeTruthy();
  });
});
