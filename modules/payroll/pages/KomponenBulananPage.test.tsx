import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulanSebelum } from '../bulan';
import { renderAt } from '../test-support';
import KomponenBulananPage from './KomponenBulananPage';

const api = vi.hoisted(() => ({
  getKomponen: vi.fn(), postKomponen: vi.fn(), patchKomponen: vi.fn(), deleteKomponen: vi.fn(), imporKomponen: vi.fn(), unduhTemplat: vi.fn(), getRekening: vi.fn(),
}));
vi.mock('../api-pengaturan', () => api);

const kini = bulanSebelum(new Date(), 0);
const lalu = bulanSebelum(new Date(), 1);
const BARIS = {
  id_dosen: 7, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nidn: '0011223344', bulan: kini, honor_penelitian: 1_500_000, honor_pkm: 250_000,
  tunjangan_tambahan: 0, potongan_lain: 75_000, keterangan: 'Hibah LPPM', versi: 3, diubah_oleh: 'Administrator', diubah_pada: '2026-11-20 09:15',
};
// The server says whether the month is still open (decision 0028); here the last month is closed.
const halaman = (data: unknown[], bulan = kini) => ({ data, current_page: 1, per_page: 7, total: data.length, bulan, dapat_diubah: bulan > lalu });

describe('KomponenBulananPage', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.getKomponen.mockImplementation(async (q: { bulan: string }) => halaman(q.bulan === kini ? [BARIS] : [{ ...BARIS, bulan: q.bulan }], q.bulan));
  });

  it('lists the current month in Rupiah; edits a line with the version it showed', async () => {
    api.patchKomponen.mockResolvedValue({ message: 'Komponen tersimpan.', data: BARIS });
    renderAt(<KomponenBulananPage />, '/pengaturan-gaji/komponen-bulanan');
    const row = within((await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.')).closest('tr')!);
    expect(api.getKomponen).toHaveBeenCalledWith({ bulan: kini, page: 1, per_page: 7 });
    expect(row.getByText('Rp 1.500.000')).toBeTruthy();
    expect(row.getByText('Rp 75.000')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Ubah komponen Dr. Ir. Budi Santoso, M.Kom.' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Honor PkM'), { target: { value: '300.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchKomponen).toHaveBeenCalledWith(7, kini, {
      honor_penelitian: 1_500_000, honor_pkm: 300_000, tunjangan_tambahan: 0, potongan_lain: 75_000, keterangan: 'Hibah LPPM', versi: 3,
    }));
    expect(await screen.findByText('Komponen tersimpan.')).toBeTruthy();
  });

  it('a closed month is read-only: no Tambah, no Ubah, no upload, the template still downloads', async () => {
    api.unduhTemplat.mockResolvedValue(undefined);
    renderAt(<KomponenBulananPage />, '/pengaturan-gaji/komponen-bulanan');
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    fireEvent.change(screen.getByLabelText('Bulan'), { target: { value: lalu } });
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByText('Buku bulan ini sudah ditutup: hanya dapat dilihat')).toBeTruthy();
    await waitFor(() => expect(api.getKomponen).toHaveBeenLastCalledWith({ bulan: lalu, page: 1, per_page: 7 }));
    expect(screen.queryByRole('button', { name: 'Tambah' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ubah komponen/ })).toBeNull();
    expect(screen.queryByLabelText('Berkas komponen (CSV atau XLSX)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh templat CSV' }));
    await waitFor(() => expect(api.unduhTemplat).toHaveBeenCalledWith(lalu, 'csv'));
  });

  it('uploads a file for the month; a refusal lists every bad row and nothing reloads', async () => {
    api.imporKomponen.mockRejectedValueOnce(Object.assign(new Error('400'), { data: {
      message: 'Impor dibatalkan, tidak ada data yang disimpan: 2 baris bermasalah (baris 3, 5).',
      errors: { berkas: ['Baris 3: dosen 99 tidak ditemukan.', 'Baris 5: Honor PkM "x" bukan jumlah rupiah bulat (contoh: 1500000 atau 1.500.000).'] },
    } }));
    api.imporKomponen.mockResolvedValueOnce({ message: 'Impor komponen selesai: 2 baris baru, 0 baris diganti.', baru: 2, diganti: 0 });
    renderAt(<KomponenBulananPage />, '/pengaturan-gaji/komponen-bulanan');
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    const file = new File(['id_dosen,honor_penelitian'], 'komponen.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Berkas komponen (CSV atau XLSX)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^Impor dibatalkan, tidak ada data yang disimpan/)).toBeTruthy();
    expect(within(alert).getByText('Baris 3: dosen 99 tidak ditemukan.')).toBeTruthy();
    expect(within(alert).getByText(/^Baris 5: Honor PkM/)).toBeTruthy();
    expect(api.imporKomponen).toHaveBeenCalledWith(kini, file);
    expect(api.getKomponen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('Impor komponen selesai: 2 baris baru, 0 baris diganti.')).toBeTruthy();
    await waitFor(() => expect(api.getKomponen).toHaveBeenCalledTimes(2));
  });
  it('Tambah: finds a lecturer, picks them and adds their line for the month shown; a 409 stays in the dialog', async () => {
    api.getRekening.mockResolvedValue({ data: [{ id_dosen: 8, nama_dosen: 'Siti Aminah, M.T.', nidn: '0099887766', nuptk: '1', nama_prodi: 'TI', norekening: null, nama_bank: null, id_bkd: null, versi: null }], current_page: 1, per_page: 20, total: 1 });
    api.postKomponen.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Siti Aminah, M.T. sudah memiliki komponen bulan ini; ubah data yang ada.' } }));
    renderAt(<KomponenBulananPage />, '/pengaturan-gaji/komponen-bulanan');
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Cari dosen (nama, NIDN atau NUPTK)'), { target: { value: 'siti' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getRekening).toHaveBeenCalledWith({ search: 'siti', per_page: 20 }));
    fireEvent.pointerDown(await within(dialog).findByRole('combobox', { name: 'Dosen' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Siti Aminah, M.T. (0099887766)' }));
    fireEvent.change(within(dialog).getByLabelText('Honor penelitian'), { target: { value: '2.000.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.postKomponen).toHaveBeenCalledWith({
      id_dosen: 8, bulan: kini, honor_penelitian: 2_000_000, honor_pkm: 0, tunjangan_tambahan: 0, potongan_lain: 0, keterangan: null,
    }));
    expect(await within(screen.getByRole('dialog')).findByText(/sudah memiliki komponen bulan ini/)).toBeTruthy();
  });
});
