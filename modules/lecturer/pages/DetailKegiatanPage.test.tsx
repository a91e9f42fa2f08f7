import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import DetailKegiatanPage from './DetailKegiatanPage';
import { DETAIL } from './fixtures-kegiatan';

const api = vi.hoisted(() => ({ getKegiatanDetail: vi.fn(), batalkanKegiatan: vi.fn(), unduhBuktiKegiatan: vi.fn() }));
vi.mock('../api', () => api);

const ROUTE = '/kegiatan-dosen/:id';

describe('DetailKegiatanPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('shows the activity, the refusal\'s reason and every step; downloads the proof; a decided activity cannot be cancelled', async () => {
    api.getKegiatanDetail.mockResolvedValue({ data: DETAIL });
    api.unduhBuktiKegiatan.mockResolvedValue(undefined);
    renderAt(<DetailKegiatanPage />, '/kegiatan-dosen/12', { route: ROUTE });
    expect(await screen.findByText('Pendampingan pembuatan katalog daring bagi delapan pelaku UMKM.')).toBeTruthy();
    expect(api.getKegiatanDetail).toHaveBeenCalledWith(12);
    expect(screen.getByText('Senin, 26 Oktober 2026, Sesi 1 (07.30–10.00 WIB)')).toBeTruthy();
    expect(screen.getByText('bukti-kegiatan.pdf (20 KB)')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Rabu, 28 Oktober 2026, 14\.05 WIB Rina Marlina, S\.Kom\. Level 1 \(Program Studi\): Ditolak Surat tugas/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Pengajuan: Diajukan -$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Batalkan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/kegiatan-dosen');
    fireEvent.click(screen.getByRole('button', { name: 'Unduh Bukti' }));
    await waitFor(() => expect(api.unduhBuktiKegiatan).toHaveBeenCalledWith(12));
  });

  it('on a phone lists every validation step as a card', async () => {
    await diLayarSempit(async () => {
      api.getKegiatanDetail.mockResolvedValue({ data: DETAIL });
      renderAt(<DetailKegiatanPage />, '/kegiatan-dosen/12', { route: ROUTE });
      const langkah = await kartuDaftar('Riwayat Validasi');
      expect(langkah).toHaveLength(DETAIL.riwayat.length);
      expect(langkah.some((l) => /Level 1 \(Program Studi\): Ditolak/.test(l.textContent!) && /Rina Marlina/.test(l.textContent!))).toBe(true);
    });
  });

  it('cancels a waiting activity, shows the message and reloads; a refusal is shown as the server says', async () => {
    api.getKegiatanDetail.mockResolvedValue({ data: { ...DETAIL, status: 'valid_prodi', alasan_penolakan: null } });
    api.batalkanKegiatan.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Kegiatan ini sudah disetujui.' } }));
    renderAt(<DetailKegiatanPage />, '/kegiatan-dosen/12', { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Kegiatan ini sudah disetujui.')).toBeTruthy();
    api.batalkanKegiatan.mockResolvedValue({ message: 'Pengajuan kegiatan dibatalkan.', id_kegiatan_dosen: 12, status: 'dibatalkan' });
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Pengajuan kegiatan dibatalkan.')).toBeTruthy();
    expect(api.getKegiatanDetail).toHaveBeenCalledTimes(3);
  });
});
