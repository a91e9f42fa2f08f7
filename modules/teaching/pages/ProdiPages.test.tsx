import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import { PREFERENSI_DOSEN, USULAN_PRODI } from './fixtures';
import PreferensiDosenPage from './PreferensiDosenPage';
import UsulanSemesterPendekPage from './UsulanSemesterPendekPage';

const api = vi.hoisted(() => ({ getPreferensiDosen: vi.fn(), unduhPreferensiDosen: vi.fn(), getUsulanProdi: vi.fn(), terimaUsulan: vi.fn(), tolakUsulan: vi.fn(), batalkanKeputusan: vi.fn() }));
vi.mock('../api-prodi', () => api);

const pilih = async (combobox: HTMLElement, nama: string) => {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: nama }));
};

describe('programme staff pages (decision 0026)', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.getPreferensiDosen.mockResolvedValue(PREFERENSI_DOSEN);
    api.getUsulanProdi.mockResolvedValue(USULAN_PRODI);
  });

  it('/preferensi-dosen lists each lecturer\'s preferences and load, paged by 7; filters, search and export use the same query', async () => {
    api.unduhPreferensiDosen.mockResolvedValue(undefined);
    renderAt(<PreferensiDosenPage />, '/preferensi-dosen', '/preferensi-dosen', 'aka00');
    expect(screen.getByRole('heading', { level: 1, name: 'Preferensi Mengajar Dosen' })).toBeTruthy();
    const hendra = (await screen.findByText('Hendra Gunawan, M.T.')).closest('tr')!;
    expect(api.getPreferensiDosen).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(within(hendra).getByText('NIDN 0412038801 · S1 Teknik Informatika')).toBeTruthy();
    expect(within(hendra).getByText('Senin 08.00–12.00 WIB')).toBeTruthy();
    expect(within(hendra).getByText('Rabu 13.00–15.30 WIB')).toBeTruthy();
    expect(within(hendra).getByText('1. Rekayasa Perangkat Lunak')).toBeTruthy();
    expect(within(hendra).getByText('2. Pemrograman Web')).toBeTruthy();
    expect(within(hendra).getByText('Pemrograman dan Rekayasa Perangkat Lunak')).toBeTruthy();
    expect(within(hendra).getByText('3 kelas · 9 SKS')).toBeTruthy();
    const siti = screen.getByText('Siti Aminah, M.Kom.').closest('tr')!;
    expect(within(siti).getAllByText('Belum diisi')).toHaveLength(4);
    expect(screen.getByText(/dari 9/)).toBeTruthy();

    await pilih(screen.getByRole('combobox', { name: 'Program studi' }), 'S1 Sistem Informasi');
    await waitFor(() => expect(api.getPreferensiDosen).toHaveBeenLastCalledWith({ id_prodi: 2, page: 1, per_page: 7 }));
    await pilih(screen.getByRole('combobox', { name: 'Semester' }), '2025/2026 Pendek');
    await waitFor(() => expect(api.getPreferensiDosen).toHaveBeenLastCalledWith({ id_prodi: 2, id_semester: 12, page: 1, per_page: 7 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari nama dosen' }), { target: { value: ' Hendra ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getPreferensiDosen).toHaveBeenLastCalledWith({ id_prodi: 2, id_semester: 12, cari: 'Hendra', page: 1, per_page: 7 }));
    fireEvent.click(screen.getByRole('button', { name: /Unduh XLSX/ }));
    await waitFor(() => expect(api.unduhPreferensiDosen).toHaveBeenCalledWith({ id_prodi: 2, id_semester: 12, cari: 'Hendra' }));
  });

  it('/preferensi-dosen shows the server\'s refusal', async () => {
    api.getPreferensiDosen.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.' } }));
    renderAt(<PreferensiDosenPage />, '/preferensi-dosen', '/preferensi-dosen', 'aka01');
    expect((await screen.findByRole('alert')).textContent).toContain('tidak termasuk program studi');
  });

  it('/usulan-semester-pendek lists each course with its proposers and decision; a waiting one is decided, a decided one can be undone', async () => {
    renderAt(<UsulanSemesterPendekPage />, '/usulan-semester-pendek', '/usulan-semester-pendek', 'aka01');
    const awan = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    expect(screen.getByText(/untuk 2026\/2027 Pendek\./)).toBeTruthy();
    expect(within(awan).getByText('2 dosen')).toBeTruthy();
    expect(within(awan).getByText('Dr. Ir. Budi Santoso, M.Kom.')).toBeTruthy();
    expect(within(awan).getByText('Menunggu')).toBeTruthy();
    const dm = screen.getByText('Data Mining').closest('tr')!;
    expect(within(dm).getByText('Ditolak')).toBeTruthy();
    expect(within(dm).getByText('Alasan: Peminat terlalu sedikit.')).toBeTruthy();
    expect(within(dm).getByText(/oleh Dedi Kurniawan, S\.T\./)).toBeTruthy();
    expect(within(dm).getAllByRole('button').map((b) => b.textContent)).toEqual(['Batalkan Keputusan']);
    // One programme: no programme filter.
    expect(screen.queryByRole('combobox', { name: 'Program studi' })).toBeNull();
  });

  it('/usulan-semester-pendek on a phone shows each course as a card with its decision buttons at the bottom', async () => {
    await diLayarSempit(async () => {
      renderAt(<UsulanSemesterPendekPage />, '/usulan-semester-pendek', '/usulan-semester-pendek', 'aka01');
      const awan = (await kartuDaftar('Usulan Semester Pendek')).find((li) => li.textContent?.includes('Komputasi Awan'))!;
      expect(within(awan).getByText('Menunggu')).toBeTruthy();
      fireEvent.click(within(awan).getByRole('button', { name: 'Buka kelas Komputasi Awan' }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });
  });

  it('"Buka Kelas" sends the chosen proposer and quota, then shows the message and reads the list again', async () => {
    api.terimaUsulan.mockResolvedValue({ message: 'Usulan Komputasi Awan diterima. Hendra Gunawan, M.T. mengampu kelas A pada 2026/2027 Pendek.', keputusan: {} });
    renderAt(<UsulanSemesterPendekPage />, '/usulan-semester-pendek', '/usulan-semester-pendek', 'aka01');
    fireEvent.click(await screen.findByRole('button', { name: 'Buka kelas Komputasi Awan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Satu kelas dibuka pada 2026\/2027 Pendek/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Kuota kelas') as HTMLInputElement).value).toBe('30');
    await pilih(within(dialog).getByRole('combobox', { name: 'Dosen pengampu' }), 'Hendra Gunawan, M.T.');
    fireEvent.change(within(dialog).getByLabelText('Kuota kelas'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Buka Kelas' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Kuota kelas harus bilangan bulat');
    expect(api.terimaUsulan).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Kuota kelas'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Buka Kelas' }));
    await waitFor(() => expect(api.terimaUsulan).toHaveBeenCalledWith({ kode_semester: '20263', id_mata_kuliah: 40, id_dosen: 2, kuota: 20 }));
    expect(await screen.findByText(/mengampu kelas A pada 2026\/2027 Pendek\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.getUsulanProdi).toHaveBeenCalledTimes(2));
  });

  it('"Tolak" needs a reason; a 409 (someone decided meanwhile) stays in the dialog and the list is read again', async () => {
    api.tolakUsulan.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Usulan Komputasi Awan sudah diterima oleh Rina Marlina, S.Kom.; muat ulang halaman untuk melihat keputusannya.' } }));
    renderAt(<UsulanSemesterPendekPage />, '/usulan-semester-pendek', '/usulan-semester-pendek', 'aka01');
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak usulan Komputasi Awan' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan'), { target: { value: 'pendek' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Tolak' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Alasan paling sedikit 10 karakter.');
    expect(api.tolakUsulan).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan'), { target: { value: 'Dosen sedang tugas belajar.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Tolak' }));
    await waitFor(() => expect(api.tolakUsulan).toHaveBeenCalledWith({ kode_semester: '20263', id_mata_kuliah: 40, alasan: 'Dosen sedang tugas belajar.' }));
    expect((await within(screen.getByRole('dialog')).findByText(/sudah diterima oleh Rina Marlina/))).toBeTruthy();
    await waitFor(() => expect(api.getUsulanProdi).toHaveBeenCalledTimes(2));
  });

  it('"Batalkan Keputusan" (decision 0034) asks a reason; a 409 stays in the dialog, a success closes it and the list is read again', async () => {
    const diterima = { ...USULAN_PRODI.data[0], keputusan: { status: 'diterima' as const, alasan: null, id_kelas: 9, nama_kelas: 'A', pengampu: 'Hendra Gunawan, M.T.', diputuskan_oleh: 'Dedi Kurniawan, S.T.', diputuskan_pada: '2026-11-22T08:00:00' } };
    api.getUsulanProdi.mockResolvedValue({ ...USULAN_PRODI, data: [diterima, USULAN_PRODI.data[1]] });
    api.batalkanKeputusan.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Keputusan Komputasi Awan tidak dapat dibatalkan: sudah ada 3 mahasiswa yang mengambil kelas A.' } }));
    renderAt(<UsulanSemesterPendekPage />, '/usulan-semester-pendek', '/usulan-semester-pendek', 'aka01');
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan keputusan Komputasi Awan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Kelas A dihapus dan mata kuliah kembali menunggu keputusan/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Alasan pembatalan'), { target: { value: 'salah' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Keputusan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Alasan paling sedikit 10 karakter.');
    expect(api.batalkanKeputusan).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Alasan pembatalan'), { target: { value: 'Pengampu yang dipilih keliru.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Keputusan' }));
    await waitFor(() => expect(api.batalkanKeputusan).toHaveBeenCalledWith({ kode_semester: '20263', id_mata_kuliah: 40, alasan: 'Pengampu yang dipilih keliru.' }));
    expect(await within(screen.getByRole('dialog')).findByText(/sudah ada 3 mahasiswa yang mengambil kelas A/)).toBeTruthy();
    await waitFor(() => expect(api.getUsulanProdi).toHaveBeenCalledTimes(2));

    api.batalkanKeputusan.mockResolvedValueOnce({ message: 'Penolakan usulan Data Mining dibatalkan. Mata kuliah ini kembali menunggu keputusan.' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan keputusan Data Mining' }));
    const kedua = await screen.findByRole('dialog');
    expect(within(kedua).getByText(/Penolakan dibatalkan dan mata kuliah kembali menunggu keputusan/)).toBeTruthy();
    fireEvent.change(within(kedua).getByLabelText('Alasan pembatalan'), { target: { value: 'Peminat ternyata cukup banyak.' } });
    fireEvent.click(within(kedua).getByRole('button', { name: 'Ya, Batalkan Keputusan' }));
    expect(await screen.findByText('Penolakan usulan Data Mining dibatalkan. Mata kuliah ini kembali menunggu keputusan.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.getUsulanProdi).toHaveBeenCalledTimes(3));
  });
});
