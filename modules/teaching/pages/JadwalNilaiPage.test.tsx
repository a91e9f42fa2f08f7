import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import JadwalNilaiPage from './JadwalNilaiPage';

const api = vi.hoisted(() => ({ getJadwalNilai: vi.fn(), patchJadwalNilai: vi.fn() }));
vi.mock('../api-jadwal-nilai', () => api);

const AKTIF = {
  id_semester_registrasi: 13, kode_semester: '20261', nama_semester_registrasi: '2026/2027 Ganjil', aktif: true,
  mulai: '2026-11-19', selesai: '2027-04-08', perubahan_mulai: '2027-04-09', perubahan_selesai: '2027-05-08',
  input_dibuka: true, perubahan_dibuka: false, jumlah_kelas: 12, kelas_lengkap: 3, kelas_divalidasi: 2, jumlah_perubahan: 0,
};
const LALU = {
  id_semester_registrasi: 11, kode_semester: '20252', nama_semester_registrasi: '2025/2026 Genap', aktif: false,
  mulai: '2026-02-01', selesai: '2026-07-14', perubahan_mulai: null, perubahan_selesai: null,
  input_dibuka: false, perubahan_dibuka: false, jumlah_kelas: 10, kelas_lengkap: 10, kelas_divalidasi: 0, jumlah_perubahan: 4,
};
const BARU = { ...AKTIF, id_semester_registrasi: 14, kode_semester: '20262', nama_semester_registrasi: '2026/2027 Genap', aktif: false, mulai: null, selesai: null, perubahan_mulai: null, perubahan_selesai: null, input_dibuka: false, jumlah_kelas: 0, kelas_lengkap: 0, kelas_divalidasi: 0 };
const isi = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const baris = (nama: string) => screen.getByText(nama).closest('tr')!;

describe('JadwalNilaiPage', () => {
  beforeEach(() => {
    api.getJadwalNilai.mockReset().mockResolvedValue({ data: [BARU, AKTIF, LALU] });
    api.patchJadwalNilai.mockReset();
  });

  it('lists every semester with its periods in the app\'s date format, today\'s state and the counts, and says what each period means', async () => {
    renderAt(<JadwalNilaiPage />, '/jadwal-nilai', undefined, 'adm00');
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Nilai' })).toBeTruthy();
    expect(screen.getByText(/^Masa input nilai: dosen mengisi dan mengubah nilai/)).toBeTruthy();
    expect(screen.getByText(/^Masa perubahan nilai: sesudah masa input berakhir, dosen hanya dapat mengubah nilai dengan alasan/)).toBeTruthy();
    const aktif = within((await screen.findByText('2026/2027 Ganjil')).closest('tr')!);
    expect(aktif.getByText('Kamis, 19 November 2026 s.d. Kamis, 8 April 2027')).toBeTruthy();
    expect(aktif.getByText('Jumat, 9 April 2027 s.d. Sabtu, 8 Mei 2027')).toBeTruthy();
    expect(aktif.getByText('Sedang dibuka')).toBeTruthy();
    expect(aktif.getByText('Aktif')).toBeTruthy();
    expect(aktif.getAllByRole('cell').slice(2, 6).map((c) => c.textContent)).toEqual(['12', '3', '2', '0']);
    expect(within(baris('2025/2026 Genap')).getByText('Tidak dibuka')).toBeTruthy();
    expect(within(baris('2026/2027 Genap')).getAllByText('Belum ditetapkan')).toHaveLength(2);
  });

  it('on a phone gives each semester a card with its periods, counts and its edit button', async () => {
    await diLayarSempit(async () => {
      renderAt(<JadwalNilaiPage />, '/jadwal-nilai', undefined, 'adm00');
      const kartu = within((await kartuDaftar('Jadwal Nilai'))[1]);
      expect(kartu.getByText('2026/2027 Ganjil')).toBeTruthy();
      expect(kartu.getByText('Kamis, 19 November 2026 s.d. Kamis, 8 April 2027')).toBeTruthy();
      expect(kartu.getByText('12')).toBeTruthy();
      fireEvent.click(kartu.getByRole('button', { name: 'Ubah jadwal nilai 2026/2027 Ganjil' }));
      expect(await screen.findByRole('dialog', { name: 'Jadwal Nilai 2026/2027 Ganjil' })).toBeTruthy();
    });
  });

  it('saves the dialog\'s dates with the row it showed, closes it and shows the stored row', async () => {
    const tersimpan = { ...AKTIF, selesai: '2027-04-15', perubahan_mulai: '2027-04-16', perubahan_selesai: '2027-05-31' };
    api.patchJadwalNilai.mockResolvedValue({ message: 'Jadwal nilai 2026/2027 Ganjil tersimpan.', data: tersimpan });
    renderAt(<JadwalNilaiPage />, '/jadwal-nilai', undefined, 'adm00');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah jadwal nilai 2026/2027 Ganjil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadwal Nilai 2026/2027 Ganjil' });
    expect((within(dialog).getByLabelText('Input nilai mulai') as HTMLInputElement).value).toBe('19/11/2026');
    isi('Input nilai selesai', '2027-04-15');
    isi('Perubahan nilai mulai', '2027-04-16');
    isi('Perubahan nilai selesai', '2027-05-31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchJadwalNilai).toHaveBeenCalledWith(13, {
      mulai: '2026-11-19', selesai: '2027-04-15', perubahan_mulai: '2027-04-16', perubahan_selesai: '2027-05-31',
      semula: { mulai: '2026-11-19', selesai: '2027-04-08', perubahan_mulai: '2027-04-09', perubahan_selesai: '2027-05-08' },
    }));
    expect(await screen.findByText('Jadwal nilai 2026/2027 Ganjil tersimpan.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(baris('2026/2027 Ganjil')).getByText('Kamis, 19 November 2026 s.d. Kamis, 15 April 2027')).toBeTruthy();
    expect(within(baris('2026/2027 Ganjil')).getByText('Jumat, 16 April 2027 s.d. Senin, 31 Mei 2027')).toBeTruthy();
    expect(api.getJadwalNilai).toHaveBeenCalledTimes(1);
  });

  it('a semester without a period is set with semula null, and the change period can be emptied', async () => {
    api.patchJadwalNilai.mockResolvedValue({ message: 'ok', data: { ...BARU, mulai: '2027-05-01', selesai: '2027-09-30' } });
    renderAt(<JadwalNilaiPage />, '/jadwal-nilai', undefined, 'adm00');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah jadwal nilai 2026/2027 Genap' }));
    await screen.findByRole('dialog');
    isi('Input nilai mulai', '2027-05-01');
    isi('Input nilai selesai', '2027-09-30');
    isi('Perubahan nilai mulai', '2027-10-01');
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan masa perubahan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchJadwalNilai).toHaveBeenCalledWith(14, {
      mulai: '2027-05-01', selesai: '2027-09-30', perubahan_mulai: null, perubahan_selesai: null, semula: null,
    }));
  });

  it('shows the server\'s refusal inside the dialog, keeps what was typed and reloads the table', async () => {
    api.patchJadwalNilai.mockRejectedValue(Object.assign(new Error('400'), { data: {
      message: 'Masa perubahan nilai harus dimulai setelah masa input nilai berakhir: tanggal mulainya (2027-04-01) harus sesudah 2027-04-08.',
    } }));
    renderAt(<JadwalNilaiPage />, '/jadwal-nilai', undefined, 'adm00');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah jadwal nilai 2026/2027 Ganjil' }));
    const dialog = await screen.findByRole('dialog');
    isi('Perubahan nilai mulai', '2027-04-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(/harus sesudah 2027-04-08\.$/)).toBeTruthy();
    expect((screen.getByLabelText('Perubahan nilai mulai') as HTMLInputElement).value).toBe('2027-04-01');
    await waitFor(() => expect(api.getJadwalNilai).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
