import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../core/client/test-support/render-page';
import catalogue from '../../../locales/id/krs.json';
import type { CariKelasItem, KrsResponse } from '../schemas';
import KrsPage from './KrsPage';
import { diLayarSempit } from '../../../core/client/test-support/layar-sempit';

const api = vi.hoisted(() => ({
  getKrs: vi.fn(), getKrsCariKelas: vi.fn(), getKrsMatakuliahUlang: vi.fn(), getKrsCetak: vi.fn(), patchKrs: vi.fn(),
}));
vi.mock('../api', () => api);

const kelas = (id: number, nama: string, extra: Partial<CariKelasItem> = {}): CariKelasItem => ({
  id_kelas: id, id_mata_kuliah: id + 100, kode_mata_kuliah: `TIF${id}`, nama_mata_kuliah: nama, sks: 3, semester_paket: 3, nama_kelas: 'A',
  nama_dosen: 'Dr. Budi Santoso, M.Kom.', kuota: 40, terisi: 10, sisa_kuota: 30,
  jadwal: [{ hari: 1, nama_hari: 'Senin', jam_mulai: '07:30', jam_selesai: '10:00', kode_ruang: 'R101', nama_ruang: 'Ruang 101', nama_gedung: 'Gedung A' }],
  diambil: false, sudah_lulus: false, nilai_lulus: null, ...extra,
});

const KRS: KrsResponse = {
  semester: { id_semester_registrasi: 9, kode_semester: '20261', nama_semester_registrasi: '2026/2027 Ganjil', aktif: true, krs_mulai: '2026-08-15', krs_selesai: '2026-12-31' },
  mahasiswa: { id_mahasiswa: 1, nim: '2023552010001', nama_mahasiswa: 'Siti Rahmawati', nama_prodi: 'Teknik Informatika', jenjang: 'S1', angkatan: 2023, semester_ke: 7, nama_dosen_pa: 'Budi Santoso' },
  id_krs: 5, status: 'draft', catatan_pa: null, diajukan_pada: null, diputuskan_pada: null, batas_sks: 18, dasar_batas_sks: 'ips', ips_sebelumnya: '2,33',
  total_sks: 3, dapat_diubah: true, alasan: [],
  kelas: [{ ...kelas(1, 'Komputasi Awan', { diambil: true }), nilai_angka: null, nilai_huruf: null, nilai_indeks: null }],
};

describe('KrsPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getKrs.mockResolvedValue(KRS);
    api.getKrsMatakuliahUlang.mockResolvedValue({ nilai_minimal_lulus: 'C', data: [] });
  });

  it('shows a course already passed as "Sudah lulus" without an add button, and adds the D retake', async () => {
    api.getKrsCariKelas.mockResolvedValue({
      data: [kelas(2, 'Basis Data', { sudah_lulus: true, nilai_lulus: 'A' }), kelas(3, 'Sistem Operasi')], current_page: 1, per_page: 7, total: 2,
    });
    api.patchKrs.mockResolvedValue({ status: 'draft', message: 'KRS berhasil disimpan.' });
    renderPage(<KrsPage />, { namespace: 'krs', catalogue, path: '/data-akademik/krs' });

    const basisData = (await screen.findByText('TIF2 Basis Data')).closest('tr')!;
    expect(within(basisData).getByText('Sudah lulus (A)')).toBeTruthy();
    expect(within(basisData).queryByRole('button')).toBeNull();
    const sistemOperasi = screen.getByText('TIF3 Sistem Operasi').closest('tr')!;
    expect(within(sistemOperasi).queryByText(/Sudah lulus/)).toBeNull();

    fireEvent.click(within(sistemOperasi).getByRole('button', { name: 'Tambah Sistem Operasi A' }));
    expect(screen.getByTestId('total-sks').textContent).toBe('6 dari 18 SKS');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchKrs).toHaveBeenCalledWith({ id_kelas: [1, 3], ajukan: false }));
  });

  it('shows the refusal of a course already passed as the save error', async () => {
    api.getKrsCariKelas.mockResolvedValue({ data: [kelas(3, 'Sistem Operasi')], current_page: 1, per_page: 7, total: 1 });
    const message = 'Mata kuliah Basis Data sudah lulus dengan nilai A pada semester 2024/2025 Ganjil; mata kuliah yang sudah lulus tidak dapat diambil lagi.';
    api.patchKrs.mockRejectedValue(Object.assign(new Error(message), { status: 422, data: { message, errors: { id_kelas: [message] } } }));
    renderPage(<KrsPage />, { namespace: 'krs', catalogue, path: '/data-akademik/krs' });

    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Sistem Operasi A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sudah lulus dengan nilai A');
  });

  it('on a phone, shows the chosen and the found classes as cards whose buttons add and remove', async () => {
    await diLayarSempit(async () => {
      api.getKrsCariKelas.mockResolvedValue({ data: [kelas(3, 'Sistem Operasi', { sisa_kuota: 0, terisi: 40 }), kelas(4, 'Jaringan Komputer')], current_page: 1, per_page: 7, total: 2 });
      renderPage(<KrsPage />, { namespace: 'krs', catalogue, path: '/data-akademik/krs' });
      const dipilih = await screen.findByRole('list', { name: 'Kelas yang dipilih' });
      expect(screen.queryByRole('table', { name: 'Kelas yang dipilih' })).toBeNull();
      expect(within(dipilih).getByRole('listitem').textContent).toContain('Senin 07.30–10.00 WIB (R101)');
      const hasil = await screen.findByRole('list', { name: 'Hasil pencarian kelas' });
      const penuh = within(hasil).getAllByRole('listitem')[0];
      expect(within(penuh).getByText('Penuh')).toBeTruthy();
      fireEvent.click(within(hasil).getByRole('button', { name: 'Tambah Jaringan Komputer A' }));
      expect(within(dipilih).getAllByRole('listitem')).toHaveLength(2);
      fireEvent.click(within(dipilih).getByRole('button', { name: 'Hapus Komputasi Awan' }));
      expect(within(dipilih).getAllByRole('listitem').map((li) => li.querySelector('.rt-Text')?.textContent)).toEqual(['TIF4 Jaringan Komputer']);
      expect(screen.getByTestId('total-sks').textContent).toBe('3 dari 18 SKS');
    });
  });
});
