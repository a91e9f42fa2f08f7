import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulanSebelum, namaBulan } from '../bulan';
import { renderAt } from '../test-support';
import PembayaranGajiPage from './PembayaranGajiPage';

const api = vi.hoisted(() => ({ getPembayaran: vi.fn(), unduhPembayaran: vi.fn() }));
vi.mock('../api-pengaturan', () => api);

const tutup = bulanSebelum(new Date(), 3);
const buka = bulanSebelum(new Date(), 1);
const ringkasan = (page: number, data: unknown[]) => ({
  bulan: tutup, nama_bulan: namaBulan(tutup), jumlah_dibayar: 30, total_dibayar: 148_427_500, jumlah_tanpa_rekening: 8, total_tanpa_rekening: 39_000_000,
  data, current_page: page, per_page: 7, total: 8,
});
const dosen = (i: number) => ({ id_dosen: i, nama_dosen: `Dosen ${i}, M.T.`, nidn: `00000000${i}`, nama_prodi: 'Teknik Sipil', jumlah: 4_875_000 });

describe('PembayaranGajiPage', () => {
  beforeEach(() => {
    api.getPembayaran.mockReset().mockImplementation(async (q: { bulan?: string; page: number }) => {
      if (q.bulan === buka) throw Object.assign(new Error('409'), { data: { message: `Buku gaji ${namaBulan(buka)} belum ditutup: berkas pembayaran hanya dibuat untuk bulan yang sudah ditutup buku.` } });
      return q.page === 2 ? ringkasan(2, [dosen(8)]) : ringkasan(1, [1, 2, 3, 4, 5, 6, 7].map(dosen));
    });
    api.unduhPembayaran.mockReset().mockResolvedValue(undefined);
  });

  it('shows the latest closed month\'s summary and the lecturers without an account, 7 per page; the downloads name the month', async () => {
    renderAt(<PembayaranGajiPage />, '/pengaturan-gaji/pembayaran');
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran Gaji' })).toBeTruthy();
    expect(await screen.findByText('Rp 148.427.500')).toBeTruthy();
    expect(api.getPembayaran).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(screen.getByText('Dosen dalam berkas').nextSibling?.textContent).toBe('30');
    expect(screen.getByText('Rp 39.000.000')).toBeTruthy();
    expect(screen.getByText(`Dosen dengan gaji bersih tetapi tanpa rekening, ${namaBulan(tutup)}`)).toBeTruthy();
    expect(screen.getByText('Dosen 7, M.T.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bulan' }).textContent).toBe(namaBulan(tutup));
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Dosen 8, M.T.')).toBeTruthy();
    expect(api.getPembayaran).toHaveBeenLastCalledWith({ page: 2, per_page: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(api.unduhPembayaran).toHaveBeenCalledWith(tutup, 'csv'));
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(api.unduhPembayaran).toHaveBeenCalledWith(tutup, 'xlsx'));
  });

  it('an open month chosen: the server\'s refusal, no summary, downloads disabled', async () => {
    renderAt(<PembayaranGajiPage />, '/pengaturan-gaji/pembayaran');
    await screen.findByText('Rp 148.427.500');
    fireEvent.click(screen.getByRole('combobox', { name: 'Bulan' }));
    fireEvent.click(await screen.findByRole('option', { name: namaBulan(buka) }));
    expect(await screen.findByText(/belum ditutup: berkas pembayaran hanya dibuat/)).toBeTruthy();
    expect(api.getPembayaran).toHaveBeenLastCalledWith({ bulan: buka, page: 1, per_page: 7 });
    expect(screen.queryByText('Rp 148.427.500')).toBeNull();
    expect((screen.getByRole('button', { name: 'Unduh CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Unduh XLSX' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
