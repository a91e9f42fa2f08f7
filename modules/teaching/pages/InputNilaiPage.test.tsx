import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import { BUKTI_VALIDASI, INPUT, INPUT_LENGKAP } from './fixtures';
import InputNilaiPage from './InputNilaiPage';

const api = vi.hoisted(() => ({
  getInputNilai: vi.fn(), postInputNilai: vi.fn(), patchInputNilai: vi.fn(), getSinkronPresensi: vi.fn(), postValidasiBukti: vi.fn(), cetakBuktiValidasi: vi.fn(),
}));
vi.mock('../api', () => api);

const PATTERN = '/akademik/jadwal/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas';
const PATH = '/akademik/jadwal/input-nilai/13/40/501';
const KELAS = { id_semester_registrasi: 13, id_mata_kuliah: 40, id_kelas: 501 };

describe('InputNilaiPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('sends the typed scores (comma decimals) as the first entry and shows the server\'s letter and index', async () => {
    api.getInputNilai.mockResolvedValue(INPUT);
    api.postInputNilai.mockResolvedValue({ message: 'Nilai 2 mahasiswa tersimpan.', nilai: [
      { id_mahasiswa: 7, nilai_angka: 85.5, nilai_huruf: 'A', nilai_indeks: 4 }, { id_mahasiswa: 8, nilai_angka: 70, nilai_huruf: 'B', nilai_indeks: 3 },
    ] });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText('IF5101 Komputasi Awan · Kelas A · 3 SKS · 2026/2027 Ganjil')).toBeTruthy();
    expect(api.getInputNilai).toHaveBeenCalledWith(KELAS);
    expect(screen.getByText('Pertemuan terlaksana: 4 dari 16')).toBeTruthy();
    expect(screen.getByText('3/4 (75,00%)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nilai angka 2023010100001'), { target: { value: '85,5' } });
    fireEvent.change(screen.getByLabelText('Nilai angka 2023010100002'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nilai 2 mahasiswa tersimpan.')).toBeTruthy();
    expect(api.postInputNilai).toHaveBeenCalledWith({ ...KELAS, nilai: [{ id_mahasiswa: 7, nilai_angka: 85.5 }, { id_mahasiswa: 8, nilai_angka: 70 }] });
    const row = screen.getByText('Andi Pratama').closest('tr')!;
    expect(within(row).getByText('A')).toBeTruthy();
    expect(within(row).getByText('4,00')).toBeTruthy();
    expect(api.patchInputNilai).not.toHaveBeenCalled();
  });

  it('on a phone gives each student a card with the score field, and saves from it', async () => {
    await diLayarSempit(async () => {
      api.getInputNilai.mockResolvedValue(INPUT);
      api.postInputNilai.mockResolvedValue({ message: 'Nilai 1 mahasiswa tersimpan.', nilai: [{ id_mahasiswa: 8, nilai_angka: 70, nilai_huruf: 'B', nilai_indeks: 3 }] });
      renderAt(<InputNilaiPage />, PATH, PATTERN);
      const kartu = await kartuDaftar('Input Nilai');
      expect(kartu).toHaveLength(INPUT.mahasiswa.length);
      expect(within(kartu[1]).getByText('Sari Dewi')).toBeTruthy();
      expect(within(kartu[1]).getByText('Kehadiran')).toBeTruthy();
      fireEvent.change(within(kartu[1]).getByLabelText('Nilai angka 2023010100002'), { target: { value: '70' } });
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Nilai 1 mahasiswa tersimpan.')).toBeTruthy();
      expect(api.postInputNilai).toHaveBeenCalledWith({ ...KELAS, nilai: [{ id_mahasiswa: 8, nilai_angka: 70 }] });
      expect(within(within(screen.getByRole('list', { name: 'Input Nilai' })).getAllByRole('listitem')[1]).getByText('B')).toBeTruthy();
    });
  });

  it('changes only the edited grade with PATCH once the class has grades', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT, mahasiswa: INPUT.mahasiswa.map((m) => ({ ...m, nilai_angka: 60, nilai_huruf: 'BC', nilai_indeks: 2.5 })) });
    api.patchInputNilai.mockResolvedValue({ message: 'Nilai 1 mahasiswa tersimpan.', nilai: [{ id_mahasiswa: 8, nilai_angka: 44, nilai_huruf: 'D', nilai_indeks: 1 }] });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    fireEvent.change(await screen.findByLabelText('Nilai angka 2023010100002'), { target: { value: '44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nilai 1 mahasiswa tersimpan.')).toBeTruthy();
    expect(api.patchInputNilai).toHaveBeenCalledWith({ ...KELAS, nilai: [{ id_mahasiswa: 8, nilai_angka: 44 }] });
    expect(within(screen.getByText('Sari Dewi').closest('tr')!).getByText('D')).toBeTruthy();
  });

  it('refuses a malformed score before sending, and shows the server\'s refusal in red', async () => {
    api.getInputNilai.mockResolvedValue(INPUT);
    api.postInputNilai.mockRejectedValue(Object.assign(new Error('400'), { data: { message: 'x', errors: { nilai: ['Mahasiswa berikut tidak terdaftar di kelas ini: 2023010100002 Sari Dewi.'] } } }));
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    fireEvent.change(await screen.findByLabelText('Nilai angka 2023010100001'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nilai 2023010100001 Andi Pratama harus angka 0 sampai 100 dengan paling banyak dua desimal.')).toBeTruthy();
    expect(api.postInputNilai).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Nilai angka 2023010100001'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mahasiswa berikut tidak terdaftar di kelas ini: 2023010100002 Sari Dewi.')).toBeTruthy();
  });

  it('brings attendance up to date from sinkron-presensi', async () => {
    api.getInputNilai.mockResolvedValue(INPUT);
    api.getSinkronPresensi.mockResolvedValue({ jumlah_pertemuan: 5, data: [{ id_mahasiswa: 8, nim: '2023010100002', hadir: 4, izin: 1, sakit: 0, alpa: 0, persen: 80 }] });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Sinkronkan Presensi' }));
    expect(await screen.findByText('4/5 (80,00%)')).toBeTruthy();
    expect(api.getSinkronPresensi).toHaveBeenCalledWith(KELAS);
  });

  it('disables entry with the reason when the window is closed', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT, input_nilai: { dibuka: false, mulai: '2025-09-01', selesai: '2026-01-29', alasan: 'batas input nilai semester ini sudah lewat (29 Januari 2026).' } });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText(/^Input nilai tidak dapat dilakukan: batas input nilai/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('link', { name: 'Perubahan Nilai' })).toBeNull();
  });

  it('leads to the class\'s grade change once entry is closed and the change period is open', async () => {
    api.getInputNilai.mockResolvedValue({
      ...INPUT, input_nilai: { dibuka: false, mulai: '2025-09-01', selesai: '2026-01-29', alasan: 'batas input nilai semester ini sudah lewat (29 Januari 2026).' },
      perubahan_nilai: { dibuka: true, mulai: '2026-01-30', selesai: '2026-03-01', alasan: null },
    });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    expect((await screen.findByRole('link', { name: 'Perubahan Nilai' })).getAttribute('href')).toBe('/akademik/perubahan-nilai/input-perubahan-nilai/13/40/501');
  });

  it('validates a complete class after confirmation and then shows the receipt with its print, fields closed', async () => {
    api.getInputNilai.mockResolvedValue(INPUT_LENGKAP);
    api.postValidasiBukti.mockResolvedValue({ message: 'Nilai Komputasi Awan kelas A divalidasi pada Kamis, 26 November 2026 pukul 14.05 WIB.', ...BUKTI_VALIDASI });
    api.cetakBuktiValidasi.mockResolvedValue(undefined);
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    const tombol = await screen.findByRole('button', { name: 'Validasi Nilai' });
    expect((tombol as HTMLButtonElement).disabled).toBe(false);
    // Cancelling the confirmation sends nothing.
    fireEvent.click(tombol);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/^Nilai 2 mahasiswa Komputasi Awan kelas A akan menjadi final\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.postValidasiBukti).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Validasi Nilai' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Validasi' }));
    expect(await screen.findByText('Nilai Komputasi Awan kelas A divalidasi pada Kamis, 26 November 2026 pukul 14.05 WIB.')).toBeTruthy();
    expect(api.postValidasiBukti).toHaveBeenCalledWith(KELAS);
    const bukti = screen.getByRole('region', { name: 'Bukti Validasi Nilai' });
    expect(within(bukti).getByText('IF5101 Komputasi Awan')).toBeTruthy();
    expect(within(bukti).getByText('Dr. Ir. Budi Santoso, M.Kom.')).toBeTruthy();
    expect(within(bukti).getByText('19770705 200704 1 000')).toBeTruthy();
    expect(within(bukti).getByText('S1 Teknik Informatika')).toBeTruthy();
    expect(within(bukti).getByText('Kamis, 26 November 2026 pukul 14.05 WIB')).toBeTruthy();
    expect(within(bukti).getByText('77,75')).toBeTruthy();
    const sebaran = within(bukti).getByRole('group', { name: 'Sebaran Nilai' });
    expect(within(sebaran).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['A4,001', 'B3,001']);
    expect(screen.queryByRole('button', { name: 'Validasi Nilai' })).toBeNull();
    expect(screen.getByText(/^Nilai kelas ini sudah divalidasi oleh Dr\. Ir\. Budi Santoso, M\.Kom\. pada Kamis, 26 November 2026 pukul 14\.05 WIB dan bersifat final\./)).toBeTruthy();
    expect((screen.getByLabelText('Nilai angka 2023010100001') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bukti).getByRole('button', { name: 'Cetak Bukti Validasi' }));
    await waitFor(() => expect(api.cetakBuktiValidasi).toHaveBeenCalledWith(KELAS));
  });

  it('keeps validation disabled, with the reason, while a student is ungraded or a typed score is not saved', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT_LENGKAP, mahasiswa: [INPUT_LENGKAP.mahasiswa[0], INPUT.mahasiswa[1]] });
    const view = renderAt(<InputNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText('Validasi dapat dilakukan setelah semua mahasiswa dinilai (1 dari 2 sudah dinilai).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validasi Nilai' }) as HTMLButtonElement).disabled).toBe(true);
    view.unmount();
    api.getInputNilai.mockResolvedValue(INPUT_LENGKAP);
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    fireEvent.change(await screen.findByLabelText('Nilai angka 2023010100002'), { target: { value: '71' } });
    expect(screen.getByText('Simpan dulu nilai yang baru Anda ubah sebelum memvalidasi.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Validasi Nilai' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server\'s refusal of a validation in red and keeps the button', async () => {
    api.getInputNilai.mockResolvedValue(INPUT_LENGKAP);
    api.postValidasiBukti.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Validasi nilai tidak dapat dilakukan: batas input nilai semester ini sudah lewat (8 April 2027).' } }));
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Validasi Nilai' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Validasi' }));
    expect(await screen.findByText('Validasi nilai tidak dapat dilakukan: batas input nilai semester ini sudah lewat (8 April 2027).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validasi Nilai' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bukti Validasi Nilai' })).toBeNull();
  });

  it('a class validated earlier shows its receipt instead of the button; after the deadline it leads to the grade change', async () => {
    api.getInputNilai.mockResolvedValue({
      ...INPUT_LENGKAP, validasi: BUKTI_VALIDASI,
      input_nilai: { dibuka: false, mulai: '2025-09-01', selesai: '2026-01-29', alasan: 'batas input nilai semester ini sudah lewat (29 Januari 2026).' },
      perubahan_nilai: { dibuka: true, mulai: '2026-01-30', selesai: '2026-03-01', alasan: null },
    });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    const bukti = await screen.findByRole('region', { name: 'Bukti Validasi Nilai' });
    expect(within(bukti).getByText('Kamis, 26 November 2026 pukul 14.05 WIB')).toBeTruthy();
    expect(within(bukti).getByRole('button', { name: 'Cetak Bukti Validasi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validasi Nilai' })).toBeNull();
    expect((screen.getByRole('link', { name: 'Perubahan Nilai' })).getAttribute('href')).toBe('/akademik/perubahan-nilai/input-perubahan-nilai/13/40/501');
  });

  it('offers no validation outside the entry window for a class not validated', async () => {
    api.getInputNilai.mockResolvedValue({ ...INPUT_LENGKAP, input_nilai: { dibuka: false, mulai: '2025-09-01', selesai: '2026-01-29', alasan: 'batas input nilai semester ini sudah lewat (29 Januari 2026).' } });
    renderAt(<InputNilaiPage />, PATH, PATTERN);
    expect(await screen.findByText(/^Input nilai tidak dapat dilakukan: batas input nilai/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validasi Nilai' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bukti Validasi Nilai' })).toBeNull();
  });
});
