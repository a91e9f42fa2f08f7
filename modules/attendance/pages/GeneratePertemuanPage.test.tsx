import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderPage } from '../../../core/client/test-support/render-page';
import catalogue from '../../../locales/id/attendance.json';
import type { HariLiburResponse } from '../schemas';
import GeneratePertemuanPage from './GeneratePertemuanPage';

const api = vi.hoisted(() => ({ generatePertemuan: vi.fn(), getHariLibur: vi.fn(), tambahHariLibur: vi.fn(), hapusHariLibur: vi.fn() }));
vi.mock('../api', () => api);
// The semester picker reads master-data's list; here it just picks semester 7.
vi.mock('./components/PilihSemester', () => ({
  PilihSemester: ({ onChange }: { onChange: (id: number) => void }) => {
    useEffect(() => onChange(7), []);
    return null;
  },
}));

const LIBUR: HariLiburResponse = {
  semester: { id_semester_registrasi: 7, nama_semester_registrasi: '2026/2027 Ganjil', kuliah_mulai: '2026-11-19', kuliah_selesai: '2027-03-25', berakhir: false },
  data: [
    { id_hari_libur: 11, tanggal: '2026-12-25', nama: 'Hari Raya Natal', jenis: 'libur_nasional' },
    { id_hari_libur: 12, tanggal: '2026-12-31', nama: 'Dies Natalis Universitas Nusantara', jenis: 'libur_kampus' },
  ],
  pertemuan: { dapat_dipindah: 3, tetap: 1, lewat_masa_kuliah: 0 },
};
const render = () => renderPage(<GeneratePertemuanPage />, { namespace: 'attendance', catalogue, path: '/generate-pertemuan' });

describe('GeneratePertemuanPage: the holiday calendar', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getHariLibur.mockResolvedValue(LIBUR);
  });

  it("lists the semester's holidays and says what generating will do about the meetings on them", async () => {
    render();
    const natal = await screen.findByRole('row', { name: /Jumat, 25 Desember 2026 Hari Raya Natal Libur Nasional/ });
    expect(within(natal).getByRole('button', { name: 'Hapus hari libur Hari Raya Natal Jumat, 25 Desember 2026' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Dies Natalis Universitas Nusantara Libur Kampus/ })).toBeTruthy();
    expect(api.getHariLibur).toHaveBeenCalledWith(7);
    expect(screen.getByText('3 pertemuan yang belum terlaksana jatuh pada hari libur. Tekan Generate Pertemuan untuk memindahkannya ke minggu berikutnya.')).toBeTruthy();
    expect(screen.getByText(/^1 pertemuan pada hari libur sudah terlaksana/)).toBeTruthy();
    expect(screen.queryByText(/setelah akhir masa perkuliahan/)).toBeNull();
  });

  it('on a phone lists each holiday as a card with its delete button', async () => {
    await diLayarSempit(async () => {
      render();
      const kartu = await kartuDaftar('Hari Libur');
      expect(kartu).toHaveLength(2);
      expect(within(kartu[0]).getByText('Jumat, 25 Desember 2026')).toBeTruthy();
      expect(within(kartu[0]).getByText('Libur Nasional')).toBeTruthy();
      expect(within(kartu[0]).getByRole('button', { name: 'Hapus hari libur Hari Raya Natal Jumat, 25 Desember 2026' })).toBeTruthy();
    });
  });

  it('adds a range under one name and reads the list again', async () => {
    api.tambahHariLibur.mockResolvedValue({ message: '2 hari libur "Pekan Olahraga" ditambahkan.', data: [] });
    render();
    await screen.findByText('Hari Raya Natal');
    fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: '2027-01-28' } });
    fireEvent.change(screen.getByLabelText('Tanggal selesai (opsional)'), { target: { value: '2027-01-29' } });
    fireEvent.change(screen.getByLabelText('Nama hari libur'), { target: { value: 'Pekan Olahraga' } });
    fireEvent.change(screen.getByLabelText('Jenis hari libur'), { target: { value: 'libur_kampus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(api.tambahHariLibur).toHaveBeenCalledWith({ tanggal_mulai: '2027-01-28', tanggal_selesai: '2027-01-29', nama: 'Pekan Olahraga', jenis: 'libur_kampus' }));
    expect(await screen.findByText('2 hari libur "Pekan Olahraga" ditambahkan.')).toBeTruthy();
    await waitFor(() => expect(api.getHariLibur).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Nama hari libur') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal in the form, keeps the input and reads nothing again", async () => {
    api.tambahHariLibur.mockRejectedValue({ data: { message: 'Permintaan tidak valid.', errors: { tanggal_mulai: ['Sudah ada hari libur pada Jumat, 25 Desember 2026 (Hari Raya Natal).'] } } });
    render();
    await screen.findByText('Hari Raya Natal');
    fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: '2026-12-25' } });
    fireEvent.change(screen.getByLabelText('Nama hari libur'), { target: { value: 'Natal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    // No kind chosen: the field is left out, so the server names it as missing.
    await waitFor(() => expect(api.tambahHariLibur).toHaveBeenCalledWith({ tanggal_mulai: '2026-12-25', nama: 'Natal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sudah ada hari libur pada Jumat, 25 Desember 2026 (Hari Raya Natal).');
    expect((screen.getByLabelText('Nama hari libur') as HTMLInputElement).value).toBe('Natal');
    expect(api.getHariLibur).toHaveBeenCalledTimes(1);
  });

  it('removes a holiday after confirming, then reads the list again', async () => {
    api.hapusHariLibur.mockResolvedValue({ message: 'Hari libur "Hari Raya Natal" (Jumat, 25 Desember 2026) dihapus.' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus hari libur Hari Raya Natal Jumat, 25 Desember 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Hari Raya Natal pada Jumat, 25 Desember 2026 akan dihapus dari kalender/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.hapusHariLibur).toHaveBeenCalledWith(11));
    await waitFor(() => expect(api.getHariLibur).toHaveBeenCalledTimes(2));
  });

  it('generates, shows how many meetings moved off holidays, and reads the counts again', async () => {
    api.generatePertemuan.mockResolvedValue({
      message: '0 pertemuan baru dibuat dan 3 pertemuan dipindahkan dari hari libur untuk semester 2026/2027 Ganjil.',
      pertemuan_dibuat: 0, jumlah_kelas: 40, kelas_tanpa_jadwal: 2, jumlah_pertemuan: 608, pertemuan_dipindah: 3, tetap_pada_hari_libur: 1, lewat_masa_kuliah: 0,
    });
    render();
    await screen.findByText('Hari Raya Natal');
    api.getHariLibur.mockResolvedValue({ ...LIBUR, pertemuan: { dapat_dipindah: 0, tetap: 1, lewat_masa_kuliah: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pertemuan' }));
    await waitFor(() => expect(api.generatePertemuan).toHaveBeenCalledWith(7));
    const hasil = await screen.findByText('0 pertemuan baru dibuat dan 3 pertemuan dipindahkan dari hari libur untuk semester 2026/2027 Ganjil.');
    const kotak = hasil.closest('[role=status]') as HTMLElement;
    expect(within(kotak).getByText('Dipindahkan dari hari libur').nextSibling?.textContent).toBe('3');
    await waitFor(() => expect(api.getHariLibur).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(/jatuh pada hari libur\. Tekan Generate/)).toBeNull());
  });
});
