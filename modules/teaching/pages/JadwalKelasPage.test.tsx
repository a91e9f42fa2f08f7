import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JadwalKelas } from '../schemas-jadwal-kelas';
import { renderAt } from '../test-support';
import JadwalKelasPage from './JadwalKelasPage';

const api = vi.hoisted(() => ({ getJadwalKelas: vi.fn(), tambahSlot: vi.fn(), ubahSlot: vi.fn(), hapusSlot: vi.fn() }));
vi.mock('../api-jadwal-kelas', () => api);

type Item = JadwalKelas['data'][number];
const kelas = (id: number, nama: string, jadwal: Item['jadwal'], pertemuan_dibuat = false, waktu_dosen: Item['waktu_dosen'] = []) => ({
  id_kelas: id, kode_mata_kuliah: `IF${id}`, nama_mata_kuliah: nama, sks: 3, nama_kelas: 'A', nama_prodi: 'S1 Teknik Informatika',
  pengampu: 'Budi Santoso, M.Kom.', kuota: 25, jumlah_mahasiswa: 8, pertemuan_dibuat, jadwal, waktu_dosen,
});

const DATA: JadwalKelas = {
  data: [
    kelas(1, 'Komputasi Awan', []),
    kelas(2, 'Basis Data', [{ id_jadwal: 9, hari: 1, jam_mulai: '08:00', jam_selesai: '09:40', id_ruang: 3, nama_ruang: 'Ruang Kuliah A101', kapasitas: 45 }]),
    kelas(3, 'Jaringan Komputer', [{ id_jadwal: 10, hari: 2, jam_mulai: '10:00', jam_selesai: '11:40', id_ruang: 3, nama_ruang: 'Ruang Kuliah A101', kapasitas: 45 }], true),
    kelas(4, 'Kecerdasan Buatan', [], false, [{ hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 3, jam_mulai: '13:00', jam_selesai: '15:00' }]),
  ],
  current_page: 1, per_page: 7, total: 4, akses_prodi: [1],
  semester: { id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' },
  semester_pilihan: [{ id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' }],
  prodi: [{ id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
  ruang: [{ id_ruang: 3, nama_ruang: 'Ruang Kuliah A101', nama_gedung: 'Gedung A', kapasitas: 45 }],
  batas: { hari_terakhir: 6, jam_buka: '07:00', jam_tutup: '21:00' },
};

describe('/jadwal-kelas (decision 0029)', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.getJadwalKelas.mockResolvedValue(DATA);
  });

  it('lists the classes with their weekly slots, unscheduled and locked ones marked; the filter reads again', async () => {
    renderAt(<JadwalKelasPage />, '/jadwal-kelas', '/jadwal-kelas', 'aka00');
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Kelas' })).toBeTruthy();
    const awan = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    expect(api.getJadwalKelas).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(within(awan).getByText('Belum berjadwal')).toBeTruthy();
    expect(within(awan).getByText('8 / 25')).toBeTruthy();
    const bd = screen.getByText('Basis Data').closest('tr')!;
    expect(within(bd).getByText(/Senin 08\.00–09\.40 WIB · Ruang Kuliah A101/)).toBeTruthy();
    const jk = screen.getByText('Jaringan Komputer').closest('tr')!;
    expect(within(jk).getByText('Pertemuan sudah dibuat LP3')).toBeTruthy();
    expect(within(jk).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(api.getJadwalKelas).toHaveBeenLastCalledWith({ belum_berjadwal: true, page: 1, per_page: 7 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari mata kuliah atau dosen' }), { target: { value: ' awan ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getJadwalKelas).toHaveBeenLastCalledWith({ belum_berjadwal: true, cari: 'awan', page: 1, per_page: 7 }));
  });

  it('a refused slot keeps the dialog open with the server\'s message; a stored one closes it and reads the list again', async () => {
    renderAt(<JadwalKelasPage />, '/jadwal-kelas', '/jadwal-kelas', 'aka01');
    const awan = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    fireEvent.click(within(awan).getByRole('button', { name: 'Tambah Jadwal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Jam mulai'), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByLabelText('Jam selesai'), { target: { value: '09:40' } });
    fireEvent.pointerDown(within(dialog).getByRole('combobox', { name: 'Ruang' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Gedung A · Ruang Kuliah A101 (45 orang)' }));

    api.tambahSlot.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Ruang tersebut sudah dipakai kelas IF2 Basis Data (A) pada Senin 08:00-09:40 di semester ini.' } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('sudah dipakai kelas IF2 Basis Data (A)');
    expect(api.tambahSlot).toHaveBeenCalledWith({ id_kelas: 1, hari: 1, jam_mulai: '08:00', jam_selesai: '09:40', id_ruang: 3 });

    api.tambahSlot.mockResolvedValueOnce({ message: 'Jadwal mingguan Komputasi Awan (A) ditambahkan.', kelas: DATA.data[0] });
    const dibaca = api.getJadwalKelas.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('status')).textContent).toContain('Jadwal mingguan Komputasi Awan (A) ditambahkan.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.getJadwalKelas.mock.calls.length).toBeGreaterThan(dibaca);
  });

  it('changes or removes an existing slot', async () => {
    api.hapusSlot.mockResolvedValue({ message: 'Jadwal mingguan Basis Data (A) dihapus.', kelas: DATA.data[1] });
    renderAt(<JadwalKelasPage />, '/jadwal-kelas', '/jadwal-kelas', 'aka01');
    const bd = (await screen.findByText('Basis Data')).closest('tr')!;
    fireEvent.click(within(bd).getByRole('button', { name: 'Ubah Senin 08:00' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Jam mulai') as HTMLInputElement).value).toBe('08.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.hapusSlot).toHaveBeenCalledWith(9, 2));
    expect((await screen.findByRole('status')).textContent).toContain('dihapus');
  });

  it('shows the lecturer\'s stated times of the chosen day; a slot outside them is sent again with "Tetap Simpan" (decision 0037)', async () => {
    renderAt(<JadwalKelasPage />, '/jadwal-kelas', '/jadwal-kelas', 'aka01');
    const awan = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    fireEvent.click(within(awan).getByRole('button', { name: 'Tambah Jadwal' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Dosen belum mengisi waktu mengajar');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const kb = screen.getByText('Kecerdasan Buatan').closest('tr')!;
    fireEvent.click(within(kb).getByRole('button', { name: 'Tambah Jadwal' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('waktu-dosen').textContent).toBe('Waktu mengajar Budi Santoso, M.Kom. hari Senin: 08.00–12.00 WIB');
    fireEvent.pointerDown(within(dialog).getByRole('combobox', { name: 'Hari' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Selasa' }));
    expect(within(dialog).getByTestId('waktu-dosen').textContent).toBe('Budi Santoso, M.Kom. tidak menyatakan waktu mengajar pada hari Selasa.');
    fireEvent.change(within(dialog).getByLabelText('Jam mulai'), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByLabelText('Jam selesai'), { target: { value: '09:40' } });
    fireEvent.pointerDown(within(dialog).getByRole('combobox', { name: 'Ruang' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Gedung A · Ruang Kuliah A101 (45 orang)' }));

    const pesan = 'Budi Santoso, M.Kom. tidak menyatakan waktu mengajar pada hari Selasa (waktu yang dinyatakan: Senin 08:00-12:00, Rabu 13:00-15:00).';
    api.tambahSlot.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: pesan, perlu_konfirmasi: true } }));
    expect(within(dialog).queryByRole('button', { name: 'Tetap Simpan' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(pesan);
    const body = { id_kelas: 4, hari: 2, jam_mulai: '08:00', jam_selesai: '09:40', id_ruang: 3 };
    expect(api.tambahSlot).toHaveBeenLastCalledWith(body);

    // Editing the slot withdraws the confirmation: it was about the slot sent, not this one.
    fireEvent.change(within(dialog).getByLabelText('Jam selesai'), { target: { value: '09:50' } });
    expect(within(dialog).queryByRole('button', { name: 'Tetap Simpan' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Jam selesai'), { target: { value: '09:40' } });

    api.tambahSlot.mockResolvedValueOnce({ message: 'Jadwal mingguan Kecerdasan Buatan (A) ditambahkan.', kelas: DATA.data[3] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap Simpan' }));
    await waitFor(() => expect(api.tambahSlot).toHaveBeenLastCalledWith({ ...body, abaikan_waktu_dosen: true }));
    expect((await screen.findByRole('status')).textContent).toContain('Kecerdasan Buatan (A) ditambahkan.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
