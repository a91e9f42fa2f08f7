import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RekapValidasi } from '../schemas-rekap-validasi';
import { renderAt } from '../test-support';
import RekapValidasiNilaiPage from './RekapValidasiNilaiPage';

const api = vi.hoisted(() => ({ getRekapValidasi: vi.fn() }));
vi.mock('../api-rekap-validasi', () => api);

const kelas = (id: number, nama: string, dosen: string | null, dinilai: number, jumlah: number, pada: string | null) => ({
  id_kelas: id, kode_mata_kuliah: 'IF301', nama_mata_kuliah: nama, nama_kelas: 'A', nama_prodi: 'S1 Teknik Informatika',
  nama_dosen: dosen, jumlah_mahasiswa: jumlah, jumlah_dinilai: dinilai, divalidasi_pada: pada,
});

const REKAP: RekapValidasi = {
  data: [kelas(5, 'Komputasi Awan', 'Dr. Ir. Budi Santoso, M.Kom.', 28, 30, null), kelas(6, 'Basis Data', null, 0, 0, null),
    kelas(7, 'Jaringan Komputer', 'Siti Rahma, M.T.', 25, 25, '2026-01-20T14:05:00+07:00')],
  current_page: 1, per_page: 7, total: 9, akses_prodi: [1, 2],
  semester: { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Ganjil' },
  semester_pilihan: [{ id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Ganjil' }, { id_semester_registrasi: 10, nama_semester_registrasi: '2024/2025 Genap' }],
  prodi: [{ id_prodi: 2, nama_prodi: 'S1 Sistem Informasi' }, { id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
  ringkasan: { jumlah_kelas: 9, sudah_divalidasi: 4, nilai_lengkap_belum_divalidasi: 2 },
  jendela: { mulai: '2026-01-05', selesai: '2026-01-24', dibuka: true },
};

const pilih = async (combobox: HTMLElement, nama: string) => {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: nama }));
};

describe('/rekap-validasi-nilai (decision 0045)', () => {
  beforeEach(() => {
    api.getRekapValidasi.mockReset();
    api.getRekapValidasi.mockResolvedValue(REKAP);
  });

  it('lists the classes with graded students and validation, the counts and the grade-entry window; filters use the same query', async () => {
    renderAt(<RekapValidasiNilaiPage />, '/rekap-validasi-nilai', '/rekap-validasi-nilai', 'aka00');
    expect(screen.getByRole('heading', { level: 1, name: 'Rekap Validasi Nilai' })).toBeTruthy();
    const awan = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    expect(api.getRekapValidasi).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(within(awan).getByText('28 dari 30')).toBeTruthy();
    expect(within(awan).getByText('Belum divalidasi')).toBeTruthy();
    expect(within(screen.getByText('Basis Data').closest('tr')!).getByText('Belum ada dosen')).toBeTruthy();
    const jarkom = screen.getByText('Jaringan Komputer').closest('tr')!;
    expect(within(jarkom).getByText('Sudah divalidasi')).toBeTruthy();
    expect(within(jarkom).getByText('Selasa, 20 Januari 2026, 14.05 WIB')).toBeTruthy();
    expect(screen.getByText('9 kelas · 4 sudah divalidasi · 2 nilainya lengkap tetapi belum divalidasi')).toBeTruthy();
    expect(screen.getByText(/^Masa input nilai: Senin, 5 Januari 2026 s\.d\. Sabtu, 24 Januari 2026$/)).toBeTruthy();

    await pilih(screen.getByRole('combobox', { name: 'Status' }), 'Belum divalidasi');
    await waitFor(() => expect(api.getRekapValidasi).toHaveBeenLastCalledWith({ status: 'belum', page: 1, per_page: 7 }));
    await pilih(screen.getByRole('combobox', { name: 'Semester' }), '2024/2025 Genap');
    await waitFor(() => expect(api.getRekapValidasi).toHaveBeenLastCalledWith({ status: 'belum', id_semester: 10, page: 1, per_page: 7 }));
    await pilih(screen.getByRole('combobox', { name: 'Program studi' }), 'S1 Sistem Informasi');
    await waitFor(() => expect(api.getRekapValidasi).toHaveBeenLastCalledWith({ status: 'belum', id_semester: 10, id_prodi: 2, page: 1, per_page: 7 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari mata kuliah, kelas atau dosen' }), { target: { value: ' budi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getRekapValidasi).toHaveBeenLastCalledWith({ status: 'belum', id_semester: 10, id_prodi: 2, cari: 'budi', page: 1, per_page: 7 }));
    await pilih(screen.getByRole('combobox', { name: 'Status' }), 'Semua status');
    await waitFor(() => expect(api.getRekapValidasi).toHaveBeenLastCalledWith({ id_semester: 10, id_prodi: 2, cari: 'budi', page: 1, per_page: 7 }));
  });

  it('says when the semester has no grade-entry window, and shows the server\'s refusal', async () => {
    api.getRekapValidasi.mockResolvedValueOnce({ ...REKAP, jendela: null });
    const { unmount } = renderAt(<RekapValidasiNilaiPage />, '/rekap-validasi-nilai', '/rekap-validasi-nilai', 'aka01');
    expect(await screen.findByText('Masa input nilai semester ini belum diatur.')).toBeTruthy();
    unmount();
    api.getRekapValidasi.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.' } }));
    renderAt(<RekapValidasiNilaiPage />, '/rekap-validasi-nilai', '/rekap-validasi-nilai', 'aka01');
    expect((await screen.findByRole('alert')).textContent).toContain('tidak termasuk program studi');
  });
});
