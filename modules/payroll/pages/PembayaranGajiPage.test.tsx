import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulanSebelum, namaBulan } from '../bulan';
import { renderAt } from '../test-support';
import PembayaranGajiPage from './PembayaranGajiPage';

const api = vi.hoisted(() => ({ getPembayaran: vi.fn(), unduhPembayaran: vi.fn(), postTransfer: vi.fn() }));
vi.mock('../api-pengaturan', () => api);

const tutup = bulanSebelum(new Date(), 3);
const buka = bulanSebelum(new Date(), 1);
const tahap1 = { tahap: 1, tanggal_transfer: `${bulanSebelum(new Date(), 2)}-05`, jumlah_dosen: 30, total: 148_427_500, dicatat_oleh: 'Administrator', dicatat_pada: '2026-11-05 09:12' };
let dicatat = false;
const ringkasan = (page: number, data: unknown[]) => ({
  bulan: tutup, nama_bulan: namaBulan(tutup), jumlah_tanpa_rekening: 8, total_tanpa_rekening: 39_000_000,
  ...(dicatat
    ? { jumlah_dibayar: 0, total_dibayar: 0, sidik_berkas: 'kosong', jumlah_sudah_ditransfer: 30, total_sudah_ditransfer: 148_427_500, transfer: [tahap1] }
    : { jumlah_dibayar: 30, total_dibayar: 148_427_500, sidik_berkas: 'sidik-30', jumlah_sudah_ditransfer: 0, total_sudah_ditransfer: 0, transfer: [] }),
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
    dicatat = false;
    api.postTransfer.mockReset().mockImplementation(async () => {
      dicatat = true;
      return { message: `Transfer tahap 1 gaji ${namaBulan(tutup)} tercatat: 30 dosen, Rp 148.427.500, ditransfer 5 Oktober 2026.`, data: tahap1 };
    });
  });

  it('shows the latest closed month\'s summary and the lecturers without an account, 7 per page; the downloads name the month', async () => {
    renderAt(<PembayaranGajiPage />, '/pengaturan-gaji/pembayaran');
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran Gaji' })).toBeTruthy();
    expect(await screen.findByText('Rp 148.427.500')).toBeTruthy();
    expect(api.getPembayaran).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(screen.getByText('Dosen siap ditransfer').nextSibling?.textContent).toBe('30');
    expect(screen.getByText('Belum ada transfer yang dicatat untuk bulan ini.')).toBeTruthy();
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

  it('records the file shown as transferred on a date; then the next file is empty and the transfer is listed with its own file', async () => {
    renderAt(<PembayaranGajiPage />, '/pengaturan-gaji/pembayaran');
    await screen.findByText('Rp 148.427.500');
    fireEvent.click(screen.getByRole('button', { name: 'Catat Sudah Ditransfer' }));
    const dialog = await screen.findByRole('dialog', { name: `Catat transfer gaji ${namaBulan(tutup)}` });
    expect(dialog.textContent).toContain('Catat 30 dosen dengan total Rp 148.427.500');
    const tanggal = `${bulanSebelum(new Date(), 2)}-05`;
    fireEvent.change(screen.getByLabelText('Tanggal transfer'), { target: { value: tanggal } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Catat Sudah Ditransfer' }));
    expect(await screen.findByText(/Transfer tahap 1 gaji .* tercatat: 30 dosen/)).toBeTruthy();
    expect(api.postTransfer).toHaveBeenCalledWith(tutup, { tanggal_transfer: tanggal, sidik_berkas: 'sidik-30' });
    expect(await screen.findByText('Semua dosen yang memiliki rekening sudah tercatat ditransfer.')).toBeTruthy();
    expect(screen.getByText('Dosen sudah ditransfer').nextSibling?.textContent).toBe('30');
    const riwayat = screen.getByRole('region', { name: `Transfer tercatat, ${namaBulan(tutup)}` });
    expect(within(riwayat).getByText('Administrator, Kamis, 5 November 2026, 09.12 WIB')).toBeTruthy();
    for (const nama of ['Unduh CSV', 'Unduh XLSX', 'Catat Sudah Ditransfer']) expect((screen.getByRole('button', { name: nama }) as HTMLButtonElement).disabled, nama).toBe(true);
    fireEvent.click(within(riwayat).getByRole('button', { name: 'Unduh berkas tahap 1' }));
    await waitFor(() => expect(api.unduhPembayaran).toHaveBeenCalledWith(tutup, 'xlsx', 1));
  });

  it('a refusal (the file changed since it was shown) is shown, the month read again, and the refusal gone once another month is chosen', async () => {
    api.postTransfer.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: `Berkas pembayaran ${namaBulan(tutup)} berubah sejak ditampilkan (kini 31 dosen, Rp 150.000.000).` } }));
    renderAt(<PembayaranGajiPage />, '/pengaturan-gaji/pembayaran');
    await screen.findByText('Rp 148.427.500');
    const panggilan = api.getPembayaran.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Catat Sudah Ditransfer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Catat Sudah Ditransfer' }));
    expect(await screen.findByText(/berubah sejak ditampilkan \(kini 31 dosen/)).toBeTruthy();
    await waitFor(() => expect(api.getPembayaran.mock.calls.length).toBe(panggilan + 1));
    // Another month: that month's own answer, without the refusal of the one before.
    fireEvent.click(screen.getByRole('combobox', { name: 'Bulan' }));
    fireEvent.click(await screen.findByRole('option', { name: namaBulan(buka) }));
    await screen.findByText(/belum ditutup: berkas pembayaran hanya dibuat/);
    expect(screen.queryByText(/berubah sejak ditampilkan/)).toBeNull();
  });
});
