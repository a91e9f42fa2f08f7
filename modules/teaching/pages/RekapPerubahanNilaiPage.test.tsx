import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RekapPerubahan } from '../schemas-rekap-perubahan';
import { renderAt } from '../test-support';
import RekapPerubahanNilaiPage from './RekapPerubahanNilaiPage';

const api = vi.hoisted(() => ({ getRekapPerubahan: vi.fn(), unduhRekapPerubahan: vi.fn(), cetakFormulirPerubahan: vi.fn() }));
vi.mock('../api-rekap-perubahan', () => api);

const baris = (id: number, nim: string, nama: string, lama: [number, string] | null, baru: [number, string], jumlah: number) => ({
  id_riwayat_perubahan_nilai: id, kode_mata_kuliah: 'IF301', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', nama_prodi: 'S1 Teknik Informatika',
  nim, nama_mahasiswa: nama, nilai_angka_lama: lama?.[0] ?? null, nilai_huruf_lama: lama?.[1] ?? null, nilai_angka_baru: baru[0], nilai_huruf_baru: baru[1],
  alasan: 'Koreksi nilai tugas besar yang terlambat direkap.', diubah_oleh: 'Budi Santoso, M.Kom.', diubah_pada: '2026-03-02T03:00:00.000Z', jumlah_sekali_simpan: jumlah,
});

const REKAP: RekapPerubahan = {
  data: [baris(11, '2023552010004', 'Dewi Lestari', [74, 'B'], [80, 'A-'], 2), baris(10, '2023552010002', 'Andi Pratama', null, [65, 'B-'], 2)],
  current_page: 1, per_page: 7, total: 9, akses_prodi: [1, 2],
  semester: { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Ganjil' },
  semester_pilihan: [{ id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' }, { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Ganjil' }],
  prodi: [{ id_prodi: 2, nama_prodi: 'S1 Sistem Informasi' }, { id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
};

const pilih = async (combobox: HTMLElement, nama: string) => {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: nama }));
};

describe('/rekap-perubahan-nilai (decision 0027)', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.getRekapPerubahan.mockResolvedValue(REKAP);
    api.unduhRekapPerubahan.mockResolvedValue(undefined);
    api.cetakFormulirPerubahan.mockResolvedValue(undefined);
  });

  it('lists each change with old and new grade, reason and lecturer, paged by 7; filters, search, export and forms use the same query', async () => {
    renderAt(<RekapPerubahanNilaiPage />, '/rekap-perubahan-nilai', '/rekap-perubahan-nilai', 'aka00');
    expect(screen.getByRole('heading', { level: 1, name: 'Rekap Perubahan Nilai' })).toBeTruthy();
    const dewi = (await screen.findByText('Dewi Lestari')).closest('tr')!;
    expect(api.getRekapPerubahan).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(within(dewi).getByText('2023552010004')).toBeTruthy();
    expect(within(dewi).getByText('IF301 · Kelas A · S1 Teknik Informatika')).toBeTruthy();
    expect(within(dewi).getByText('74 (B)')).toBeTruthy();
    expect(within(dewi).getByText('80 (A-)')).toBeTruthy();
    expect(within(dewi).getByText('Koreksi nilai tugas besar yang terlambat direkap.')).toBeTruthy();
    expect(within(dewi).getByText('Budi Santoso, M.Kom.')).toBeTruthy();
    const andi = screen.getByText('Andi Pratama').closest('tr')!;
    expect(within(andi).getByText('-')).toBeTruthy();
    expect(screen.getByText(/dari 9/)).toBeTruthy();

    fireEvent.click(within(dewi).getByRole('button', { name: 'Formulir' }));
    await waitFor(() => expect(api.cetakFormulirPerubahan).toHaveBeenLastCalledWith({ id_riwayat_perubahan_nilai: 11 }));
    fireEvent.click(within(andi).getByRole('button', { name: 'Formulir Sekali Simpan (2)' }));
    await waitFor(() => expect(api.cetakFormulirPerubahan).toHaveBeenLastCalledWith({ id_riwayat_perubahan_nilai: 10, cakupan: 'simpan' }));

    await pilih(screen.getByRole('combobox', { name: 'Program studi' }), 'S1 Sistem Informasi');
    await waitFor(() => expect(api.getRekapPerubahan).toHaveBeenLastCalledWith({ id_prodi: 2, page: 1, per_page: 7 }));
    await pilih(screen.getByRole('combobox', { name: 'Semester' }), '2025/2026 Pendek');
    await waitFor(() => expect(api.getRekapPerubahan).toHaveBeenLastCalledWith({ id_prodi: 2, id_semester: 12, page: 1, per_page: 7 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'NIM, nama mahasiswa atau mata kuliah' }), { target: { value: ' 20235520 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getRekapPerubahan).toHaveBeenLastCalledWith({ id_prodi: 2, id_semester: 12, cari: '20235520', page: 1, per_page: 7 }));
    fireEvent.click(screen.getByRole('button', { name: /Unduh XLSX/ }));
    await waitFor(() => expect(api.unduhRekapPerubahan).toHaveBeenCalledWith({ id_prodi: 2, id_semester: 12, cari: '20235520' }));
  });

  it('exports the semester on screen when none was chosen', async () => {
    renderAt(<RekapPerubahanNilaiPage />, '/rekap-perubahan-nilai', '/rekap-perubahan-nilai', 'aka01');
    await screen.findByText('Dewi Lestari');
    fireEvent.click(screen.getByRole('button', { name: /Unduh XLSX/ }));
    await waitFor(() => expect(api.unduhRekapPerubahan).toHaveBeenCalledWith({ id_semester: 11 }));
  });

  it('shows the server\'s refusal', async () => {
    api.getRekapPerubahan.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.' } }));
    renderAt(<RekapPerubahanNilaiPage />, '/rekap-perubahan-nilai', '/rekap-perubahan-nilai', 'aka01');
    expect((await screen.findByRole('alert')).textContent).toContain('tidak termasuk program studi');
  });
});
