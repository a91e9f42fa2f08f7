import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import { INPUT_PERUBAHAN, RIWAYAT } from './fixtures';
import InputPerubahanNilaiPage from './InputPerubahanNilaiPage';

const api = vi.hoisted(() => ({ getInputNilai: vi.fn(), getRiwayatPerubahan: vi.fn(), patchInputNilai: vi.fn() }));
vi.mock('../api', () => api);
const cetak = vi.hoisted(() => ({ cetakFormulirPerubahan: vi.fn() }));
vi.mock('../api-rekap-perubahan', () => cetak);

const PATTERN = '/akademik/perubahan-nilai/input-perubahan-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas';
const PATH = '/akademik/perubahan-nilai/input-perubahan-nilai/11/33/295';
const KELAS = { id_semester_registrasi: 11, id_mata_kuliah: 33, id_kelas: 295 };
const ALASAN = 'Koreksi rekap nilai tugas yang tertukar.';

describe('InputPerubahanNilaiPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('shows each student\'s current grade and the class\'s history', async () => {
    api.getInputNilai.mockResolvedValue(INPUT_PERUBAHAN);
    api.getRiwayatPerubahan.mockResolvedValue(RIWAYAT);
    renderAt(<InputPerubahanNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText('IF4203 Keamanan Informasi · Kelas A · 3 SKS · 2025/2026 Genap')).toBeTruthy();
    expect(api.getInputNilai).toHaveBeenCalledWith(KELAS);
    expect(api.getRiwayatPerubahan).toHaveBeenCalledWith(KELAS);
    expect(within(screen.getByText('Andi Pratama').closest('tr')!).getByText('63 · BC · 2,50')).toBeTruthy();
    expect(screen.getByText('Masa perubahan nilai Rabu, 15 Juli 2026 sampai Kamis, 14 Januari 2027.')).toBeTruthy();
    const riwayat = screen.getByRole('region', { name: 'Riwayat Perubahan Nilai' });
    const row = within(riwayat).getByText('Koreksi nilai UAS: jawaban halaman terakhir belum terhitung.').closest('tr')!;
    expect(within(row).getByText('64,5 (BC)')).toBeTruthy();
    expect(within(row).getByText('70,5 (B)')).toBeTruthy();
    expect(within(row).getByText('Dr. Budi Santoso, M.Kom.')).toBeTruthy();
    // The change form of this student (decision 0027); a save of one student has no batch form.
    expect(within(row).queryByRole('button', { name: /Sekali Simpan/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Formulir' }));
    await waitFor(() => expect(cetak.cetakFormulirPerubahan).toHaveBeenCalledWith({ id_riwayat_perubahan_nilai: RIWAYAT.data[0].id_riwayat_perubahan_nilai }));
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/perubahan-nilai');
  });

  it('sends only the changed students with the score shown and the reason, then shows the grades and history again', async () => {
    api.getInputNilai.mockResolvedValueOnce(INPUT_PERUBAHAN).mockResolvedValueOnce({
      ...INPUT_PERUBAHAN, mahasiswa: [{ ...INPUT_PERUBAHAN.mahasiswa[0], nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4 }, INPUT_PERUBAHAN.mahasiswa[1]],
    });
    api.getRiwayatPerubahan.mockResolvedValueOnce({ data: [] }).mockResolvedValueOnce({ data: [{ ...RIWAYAT.data[0], id_riwayat_perubahan_nilai: 6, nama_mahasiswa: 'Andi Pratama', nim: '2023010100001', nilai_angka_lama: 63, nilai_huruf_lama: 'BC', nilai_angka_baru: 81, nilai_huruf_baru: 'A', alasan: ALASAN }] });
    api.patchInputNilai.mockResolvedValue({ message: 'Perubahan nilai 1 mahasiswa tersimpan.', nilai: [{ id_mahasiswa: 7, nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4 }] });
    renderAt(<InputPerubahanNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText('Belum ada perubahan nilai di kelas ini.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nilai baru 2023010100001'), { target: { value: '81' } });
    fireEvent.change(screen.getByLabelText('Alasan perubahan 2023010100001'), { target: { value: `  ${ALASAN} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Perubahan nilai 1 mahasiswa tersimpan.')).toBeTruthy();
    expect(api.patchInputNilai).toHaveBeenCalledWith({ ...KELAS, perubahan: true, nilai: [{ id_mahasiswa: 7, nilai_angka: 81, nilai_angka_lama: 63, alasan: ALASAN }] });
    await waitFor(() => expect(within(screen.getByText('Andi Pratama', { selector: 'th' }).closest('tr')!).getByText('81 · A · 4,00')).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Riwayat Perubahan Nilai' })).getByText('81 (A)')).toBeTruthy();
  });

  it('on a phone puts each student\'s new score and reason in a card, and the history in cards', async () => {
    await diLayarSempit(async () => {
      api.getInputNilai.mockResolvedValue(INPUT_PERUBAHAN);
      api.getRiwayatPerubahan.mockResolvedValue(RIWAYAT);
      api.patchInputNilai.mockResolvedValue({ message: 'Perubahan nilai 1 mahasiswa tersimpan.', nilai: [{ id_mahasiswa: 7, nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4 }] });
      renderAt(<InputPerubahanNilaiPage />, PATH, PATTERN);
      const kartu = await kartuDaftar('Input Perubahan Nilai');
      expect(within(kartu[0]).getByText('63 · BC · 2,50')).toBeTruthy();
      const alasan = within(kartu[0]).getByLabelText('Alasan perubahan 2023010100001');
      // The reason's field takes the card's width instead of a table column's 16rem.
      expect(alasan.closest<HTMLElement>('.rt-TextFieldRoot')!.style.minWidth).toBe('');
      fireEvent.change(within(kartu[0]).getByLabelText('Nilai baru 2023010100001'), { target: { value: '81' } });
      fireEvent.change(alasan, { target: { value: ALASAN } });
      fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
      expect(await screen.findByText('Perubahan nilai 1 mahasiswa tersimpan.')).toBeTruthy();
      expect(api.patchInputNilai).toHaveBeenCalledWith({ ...KELAS, perubahan: true, nilai: [{ id_mahasiswa: 7, nilai_angka: 81, nilai_angka_lama: 63, alasan: ALASAN }] });
      const riwayat = within(screen.getByRole('list', { name: 'Riwayat Perubahan Nilai' })).getAllByRole('listitem');
      expect(riwayat).toHaveLength(RIWAYAT.data.length);
      expect(within(riwayat[0]).getByText('70,5 (B)')).toBeTruthy();
      expect(within(riwayat[0]).getByRole('button', { name: 'Formulir' })).toBeTruthy();
    });
  });

  it('asks for a reason and a valid score before sending, and shows the server\'s refusal in red', async () => {
    api.getInputNilai.mockResolvedValue(INPUT_PERUBAHAN);
    api.getRiwayatPerubahan.mockResolvedValue({ data: [] });
    api.patchInputNilai.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'x', errors: { nilai: ['Nilai mahasiswa berikut sudah berubah sejak halaman dimuat; muat ulang halaman lalu ulangi perubahan: 2023010100001 Andi Pratama.'] } } }));
    renderAt(<InputPerubahanNilaiPage />, PATH, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Tidak ada nilai yang diubah.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nilai baru 2023010100001'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Alasan perubahan nilai 2023010100001 Andi Pratama wajib diisi, minimal 10 karakter.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nilai baru 2023010100001'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('Alasan perubahan 2023010100001'), { target: { value: ALASAN } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nilai baru 2023010100001 Andi Pratama harus angka 0 sampai 100 dengan paling banyak dua desimal.')).toBeTruthy();
    expect(api.patchInputNilai).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Nilai baru 2023010100001'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(/sudah berubah sejak halaman dimuat/)).toBeTruthy();
  });

  it('disables the fields with the reason outside the change period', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT_PERUBAHAN, perubahan_nilai: { dibuka: false, mulai: '2026-07-15', selesai: '2026-08-30', alasan: 'masa perubahan nilai semester ini sudah berakhir (2026-08-30).' } });
    api.getRiwayatPerubahan.mockResolvedValue(RIWAYAT);
    renderAt(<InputPerubahanNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText('Perubahan nilai tidak dapat dilakukan: masa perubahan nilai semester ini sudah berakhir (2026-08-30).')).toBeTruthy();
    expect((screen.getByLabelText('Nilai baru 2023010100001') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Alasan perubahan 2023010100001') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Simpan Perubahan' }) as HTMLButtonElement).disabled).toBe(true);
    // The history stays readable.
    expect(screen.getByText('70,5 (B)')).toBeTruthy();
  });
});
