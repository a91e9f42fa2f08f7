import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { halamanIzin, izin, PERTEMUAN } from './fixtures-izin';
import PersetujuanIzinDosenPage from './PersetujuanIzinDosenPage';

const api = vi.hoisted(() => ({
  getPengajuanIzin: vi.fn(), ajukanIzin: vi.fn(), beriIzin: vi.fn(), getMengikutiKelas: vi.fn(), simpanMengikutiKelas: vi.fn(), unduhBerkasIzin: vi.fn(),
}));
vi.mock('../api-izin', () => api);

const KOR = izin({ id_pengajuan_izin: 4, nama_dosen: 'Hendra Gunawan, M.Kom.', jenis: 'sakit', nama_jenis_lampiran: 'Surat Keterangan Dokter' });

describe('PersetujuanIzinDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getPengajuanIzin.mockResolvedValue(halamanIzin([KOR], 'pemberi'));
    api.getMengikutiKelas.mockResolvedValue({ ...PERTEMUAN, bisa_diubah: false, data: [{ ...PERTEMUAN.data[0], cara: 'penugasan', keterangan: null }] });
  });

  it('lists waiting requests first; checking one shows its classes; granting reloads the list', async () => {
    api.beriIzin.mockResolvedValue({ message: 'Izin dosen disetujui.', status: 'disetujui' });
    renderAt(<PersetujuanIzinDosenPage />, '/persetujuan-izin-dosen');
    expect(screen.getByRole('heading', { level: 1, name: 'Persetujuan Izin Dosen' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Hendra Gunawan, M\.Kom\. Teknik Informatika Sakit/ });
    expect(api.getPengajuanIzin).toHaveBeenCalledWith({ page: 1, per_page: 7, status: 'diajukan' });
    fireEvent.click(within(row).getByRole('button', { name: 'Periksa Hendra Gunawan, M.Kom.' }));
    expect(await screen.findByText('Penugasan mandiri mahasiswa')).toBeTruthy();
    // A refusal needs its reason: the button waits for one.
    expect((screen.getByRole('button', { name: 'Tolak' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(api.beriIzin).toHaveBeenCalledWith({ id_pengajuan_izin: 4, setuju: true }));
    await waitFor(() => expect(api.getPengajuanIzin).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
  });

  it('refuses with the reason written; a decided request shows no decision buttons', async () => {
    api.beriIzin.mockResolvedValue({ message: 'Pengajuan izin ditolak.', status: 'ditolak' });
    renderAt(<PersetujuanIzinDosenPage />, '/persetujuan-izin-dosen');
    fireEvent.click(await screen.findByRole('button', { name: 'Periksa Hendra Gunawan, M.Kom.' }));
    fireEvent.change(await screen.findByLabelText(/^Catatan/), { target: { value: 'Belum ada kuliah pengganti.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(api.beriIzin).toHaveBeenCalledWith({ id_pengajuan_izin: 4, setuju: false, catatan: 'Belum ada kuliah pengganti.' }));

    api.getPengajuanIzin.mockResolvedValue(halamanIzin([{ ...KOR, status: 'disetujui', diputuskan_oleh: 'Rina Marlina, S.Kom.', diputuskan_pada: '2026-11-26 08:00' }], 'pemberi'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(api.getPengajuanIzin).toHaveBeenLastCalledWith({ page: 1, per_page: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Periksa Hendra Gunawan, M.Kom.' }));
    expect(await screen.findByText('Pertemuan selama izin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
  });

  it('says so when nothing waits', async () => {
    api.getPengajuanIzin.mockResolvedValue(halamanIzin([], 'pemberi'));
    renderAt(<PersetujuanIzinDosenPage />, '/persetujuan-izin-dosen');
    expect(await screen.findByText('Belum ada data')).toBeTruthy();
  });
});
