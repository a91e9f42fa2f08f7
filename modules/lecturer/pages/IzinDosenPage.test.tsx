import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { halamanIzin, izin, PERTEMUAN } from './fixtures-izin';
import IzinDosenPage from './IzinDosenPage';

const api = vi.hoisted(() => ({
  getPengajuanIzin: vi.fn(), ajukanIzin: vi.fn(), beriIzin: vi.fn(), getMengikutiKelas: vi.fn(), simpanMengikutiKelas: vi.fn(), unduhBerkasIzin: vi.fn(),
}));
vi.mock('../api-izin', () => api);
vi.mock('../../master-data/api', () => ({
  getJenisLampiranPengajuan: vi.fn().mockResolvedValue({ data: [{ id: 2, kode: 'surat_tugas', nama: 'Surat Tugas', urutan: 2 }, { id: 3, kode: 'surat_dokter', nama: 'Surat Keterangan Dokter', urutan: 3 }] }),
}));

describe('IzinDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getPengajuanIzin.mockResolvedValue(halamanIzin([
      izin(),
      izin({ id_pengajuan_izin: 2, jenis: 'izin', tanggal_mulai: '2026-11-20', tanggal_selesai: '2026-11-20', jumlah_hari: 1, status: 'ditolak',
        catatan: 'Bertepatan dengan UTS.', diputuskan_oleh: 'Rina Marlina, S.Kom.', diputuskan_pada: '2026-11-19 10:15' }),
    ]));
    api.getMengikutiKelas.mockResolvedValue(PERTEMUAN);
    api.unduhBerkasIzin.mockResolvedValue(undefined);
  });

  it('lists the requests with their state, the refusal reason and the attachment', async () => {
    renderAt(<IzinDosenPage />, '/izin-dosen');
    expect(screen.getByRole('heading', { level: 1, name: 'Izin Dosen' })).toBeTruthy();
    const tolak = await screen.findByRole('row', { name: /Izin Jumat, 20 November 2026 s\.d\. Jumat, 20 November 2026 \(1 hari\)/ });
    expect(within(tolak).getByText('Ditolak')).toBeTruthy();
    expect(within(tolak).getByText('Bertepatan dengan UTS.')).toBeTruthy();
    expect(within(tolak).getByText('Diputuskan oleh Rina Marlina, S.Kom. pada Kamis, 19 November 2026, 10.15 WIB')).toBeTruthy();
    const tunggu = screen.getByRole('row', { name: /Tugas Luar Selasa, 1 Desember 2026/ });
    expect(within(tunggu).getByText('Menunggu persetujuan')).toBeTruthy();
    expect(within(tunggu).getByText('Surat Tugas · 20 KB')).toBeTruthy();
    fireEvent.click(within(tunggu).getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(api.unduhBerkasIzin).toHaveBeenCalledWith(expect.objectContaining({ id_pengajuan_izin: 1, nama_berkas: 'surat-tugas.pdf' })));
  });

  it('sends the form with its file and reloads the list', async () => {
    api.ajukanIzin.mockResolvedValue({ message: 'Pengajuan izin berhasil dikirim dan menunggu persetujuan program studi.', id_pengajuan_izin: 3 });
    const { container } = renderAt(<IzinDosenPage />, '/izin-dosen');
    await screen.findByRole('option', { name: 'Surat Keterangan Dokter' });
    fireEvent.change(screen.getByLabelText('Jenis izin'), { target: { value: 'sakit' } });
    fireEvent.change(screen.getByLabelText('Jenis lampiran'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Tanggal selesai'), { target: { value: '2026-12-11' } });
    fireEvent.change(screen.getByLabelText('Alasan'), { target: { value: 'Rawat jalan sesuai surat dokter.' } });
    const file = new File(['%PDF-1.4'], 'surat-dokter.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    await waitFor(() => expect(api.ajukanIzin).toHaveBeenCalledWith(
      { jenis: 'sakit', tanggal_mulai: '2026-12-10', tanggal_selesai: '2026-12-11', alasan: 'Rawat jalan sesuai surat dokter.', id_jenis_lampiran_pengajuan: '3' }, file));
    await waitFor(() => expect(api.getPengajuanIzin).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Alasan') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the meetings a request covers and saves an arrangement', async () => {
    api.simpanMengikutiKelas.mockResolvedValue({ message: 'Pengaturan pertemuan tersimpan.' });
    renderAt(<IzinDosenPage />, '/izin-dosen');
    fireEvent.click(await screen.findByRole('button', { name: 'Kelas 2026-12-01' }));
    expect(await screen.findByText('Pertemuan selama izin')).toBeTruthy();
    expect(await screen.findByText('IF301 Komputasi Awan (A)')).toBeTruthy();
    expect(screen.getByText('Pertemuan ke-12')).toBeTruthy();
    const simpan = screen.getByRole('button', { name: 'Simpan Komputasi Awan A' });
    expect((simpan as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cara Komputasi Awan A'), { target: { value: 'daring' } });
    fireEvent.change(screen.getByLabelText('Keterangan Komputasi Awan A'), { target: { value: 'Lewat Zoom' } });
    fireEvent.click(simpan);
    await waitFor(() => expect(api.simpanMengikutiKelas).toHaveBeenCalledWith({ id_pengajuan_izin: 1, id_pertemuan: 51, cara: 'daring', keterangan: 'Lewat Zoom' }));
    await waitFor(() => expect(api.getMengikutiKelas).toHaveBeenCalledTimes(2));
    expect(api.getMengikutiKelas).toHaveBeenCalledWith(1);
  });

  it('on a phone each meeting is a card with its arrangement', async () => {
    await diLayarSempit(async () => {
      renderAt(<IzinDosenPage />, '/izin-dosen');
      fireEvent.click(await screen.findByRole('button', { name: 'Kelas 2026-12-01' }));
      const [kartu] = await kartuDaftar('Pertemuan selama izin');
      expect(within(kartu).getByText('IF301 Komputasi Awan (A)')).toBeTruthy();
      expect(within(kartu).getByLabelText('Cara Komputasi Awan A')).toBeTruthy();
      expect(within(kartu).getByRole('button', { name: 'Simpan Komputasi Awan A' })).toBeTruthy();
    });
  });

  it('says when the range has no meetings, and shows the arrangements read-only once decided', async () => {
    api.getMengikutiKelas.mockResolvedValueOnce({ tersedia: true, bisa_diubah: true, data: [] });
    renderAt(<IzinDosenPage />, '/izin-dosen');
    fireEvent.click(await screen.findByRole('button', { name: 'Kelas 2026-12-01' }));
    expect(await screen.findByText('Tidak ada pertemuan kuliah Anda dalam rentang tanggal ini.')).toBeTruthy();
    api.getMengikutiKelas.mockResolvedValueOnce({ ...PERTEMUAN, bisa_diubah: false, data: [{ ...PERTEMUAN.data[0], cara: 'daring', keterangan: 'Lewat Zoom' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Kelas 2026-11-20' }));
    expect(await screen.findByText('Tetap mengajar daring — Lewat Zoom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Simpan/ })).toBeNull();
  });
});
