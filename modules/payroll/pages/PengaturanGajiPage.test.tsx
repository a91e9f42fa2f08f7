import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import PengaturanGajiPage from './PengaturanGajiPage';

const api = vi.hoisted(() => ({ getTarif: vi.fn(), postTarif: vi.fn(), getTarifJabatan: vi.fn(), postTarifJabatan: vi.fn() }));
vi.mock('../api-pengaturan', () => api);

const NIDN = {
  kunci: 'tunjangan_nidn', label: 'Tunjangan dosen ber-NIDN per bulan (Rp)', nilai_berlaku: 750_000, versi_terakhir: 12,
  riwayat: [
    { id: 12, berlaku_mulai: '2026-12', nilai: 800_000, diubah_oleh: 'Administrator', diubah_pada: '2026-11-20 09:15' },
    { id: 4, berlaku_mulai: null, nilai: 750_000, diubah_oleh: null, diubah_pada: null },
  ],
};
const PPH = { kunci: 'pph21_basis_poin', label: 'PPh 21 tarif flat', nilai_berlaku: 500, versi_terakhir: 7, riwayat: [{ id: 7, berlaku_mulai: null, nilai: 500, diubah_oleh: null, diubah_pada: null }] };
const LK = { id_jabatan_fungsional: 4, nama_jabatan_fungsional: 'Lektor Kepala', gaji_pokok: 5_000_000, tunjangan_akademik: 2_250_000, versi_terakhir: 3,
  riwayat: [{ id: 3, berlaku_mulai: null, gaji_pokok: 5_000_000, tunjangan_akademik: 2_250_000, diubah_oleh: null, diubah_pada: null }] };
const BARU = { id_jabatan_fungsional: 9, nama_jabatan_fungsional: 'Guru Besar Tamu', gaji_pokok: 0, tunjangan_akademik: 0, versi_terakhir: null, riwayat: [] };
const baris = (nama: string) => within(screen.getByRole('rowheader', { name: nama }).closest('tr')!);
const isi = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PengaturanGajiPage', () => {
  beforeEach(() => {
    api.getTarif.mockReset().mockResolvedValue({ bulan_berjalan: '2026-11', bulan_terbuka: '2026-09', data: [NIDN, PPH] });
    api.getTarifJabatan.mockReset().mockResolvedValue({ bulan_berjalan: '2026-11', bulan_terbuka: '2026-09', data: [LK, BARU] });
    api.postTarif.mockReset();
    api.postTarifJabatan.mockReset();
  });

  it('shows each rate in force this month in its unit, the scheduled changes and the rank tariffs', async () => {
    renderAt(<PengaturanGajiPage />, '/pengaturan-gaji');
    expect(screen.getByRole('heading', { level: 1, name: 'Tarif Gaji' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Berlaku November 2026' })).toBeTruthy();
    expect(baris(NIDN.label).getByText('Rp 750.000')).toBeTruthy();
    expect(baris(NIDN.label).getByText('Rp 800.000 mulai Desember 2026')).toBeTruthy();
    expect(baris('PPh 21 tarif flat').getByText('500 basis poin (5 %)')).toBeTruthy();
    expect(baris('Lektor Kepala').getByText('Rp 5.000.000')).toBeTruthy();
    expect(baris('Guru Besar Tamu').getByText('Belum ada tarif')).toBeTruthy();
  });

  it('on a phone gives each rate and each rank a card with its edit button', async () => {
    await diLayarSempit(async () => {
      renderAt(<PengaturanGajiPage />, '/pengaturan-gaji');
      const tarif = await kartuDaftar('Tarif slip gaji dan honor ujian');
      expect(within(tarif[0]).getByText('Berlaku November 2026')).toBeTruthy();
      expect(within(tarif[0]).getByText('Rp 800.000 mulai Desember 2026')).toBeTruthy();
      const jabatan = within(await screen.findByRole('list', { name: 'Gaji pokok dan tunjangan akademik per jabatan fungsional' })).getAllByRole('listitem');
      expect(within(jabatan[1]).getByText('Belum ada tarif')).toBeTruthy();
      fireEvent.click(within(tarif[1]).getByRole('button', { name: 'Ubah PPh 21 tarif flat' }));
      expect(await screen.findByRole('dialog', { name: 'PPh 21 tarif flat' })).toBeTruthy();
    });
  });

  it('saves a new value from a month with the newest version it showed, then shows the message and reloads; the history is in the dialog', async () => {
    api.postTarif.mockResolvedValue({ message: 'Tunjangan dosen ber-NIDN per bulan (Rp): nilai baru berlaku mulai Januari 2027.', data: NIDN });
    renderAt(<PengaturanGajiPage />, '/pengaturan-gaji');
    fireEvent.click(await screen.findByRole('button', { name: `Ubah ${NIDN.label}` }));
    const dialog = await screen.findByRole('dialog', { name: NIDN.label });
    const riwayat = within(within(dialog).getByRole('table'));
    expect(riwayat.getByText('Desember 2026')).toBeTruthy();
    expect(riwayat.getByText('Administrator, Jumat, 20 November 2026, 09.15 WIB')).toBeTruthy();
    expect(riwayat.getByText('Sejak awal')).toBeTruthy();
    expect((within(dialog).getByLabelText('Nilai') as HTMLInputElement).value).toBe('800000');
    // Proposed: the current month; allowed from the first month not closed (decision 0028).
    expect((within(dialog).getByLabelText('Berlaku mulai') as HTMLInputElement).value).toBe('November 2026');
    isi('Berlaku mulai', 'Agustus 2026');
    expect((within(dialog).getByLabelText('Berlaku mulai') as HTMLInputElement).validationMessage).toBe('Bulan paling awal September 2026.');
    expect(within(dialog).getByText(/belum ditutup bukunya \(September 2026 atau sesudahnya\)/)).toBeTruthy();
    isi('Nilai', '850000');
    isi('Berlaku mulai', '2027-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.postTarif).toHaveBeenCalledWith('tunjangan_nidn', { nilai: 850_000, berlaku_mulai: '2027-01', semula: 12 }));
    expect(await screen.findByText(/nilai baru berlaku mulai Januari 2027\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.getTarif).toHaveBeenCalledTimes(2);
  });

  it('a rank without a tariff is saved with semula null; a refusal (409) stays in the dialog and reloads', async () => {
    api.postTarifJabatan.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Tarif ini baru saja diubah orang lain; muat ulang untuk melihat versi terbaru sebelum menyimpan lagi.' } }));
    renderAt(<PengaturanGajiPage />, '/pengaturan-gaji');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Guru Besar Tamu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarif Guru Besar Tamu' });
    isi('Gaji pokok', '7000000');
    isi('Tunjangan akademik', '5000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.postTarifJabatan).toHaveBeenCalledWith(9, { gaji_pokok: 7_000_000, tunjangan_akademik: 5_000_000, berlaku_mulai: '2026-11', semula: null }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(/baru saja diubah orang lain/)).toBeTruthy();
    await waitFor(() => expect(api.getTarifJabatan).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Gaji pokok') as HTMLInputElement).value).toBe('7000000');
  });
});
