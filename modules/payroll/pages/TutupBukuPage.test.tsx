import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import TutupBukuPage from './TutupBukuPage';

const api = vi.hoisted(() => ({ getTutupBuku: vi.fn(), postTutupBuku: vi.fn() }));
vi.mock('../api-pengaturan', () => api);

const bulan = (b: string, nama: string, rest: object) => ({ bulan: b, nama_bulan: nama, ditutup: false, dapat_ditutup: false, jumlah_dosen: 40,
  total_penerimaan_bersih: 412_345_000, ditutup_oleh: null, ditutup_pada: null, transfer: null, ...rest });
const OKTOBER = bulan('2026-10', 'Oktober 2026', { dapat_ditutup: false });
const SEPTEMBER = bulan('2026-09', 'September 2026', { dapat_ditutup: true, total_penerimaan_bersih: 400_000_000 });
const AGUSTUS = bulan('2026-08', 'Agustus 2026', { ditutup: true, jumlah_dosen: 39, total_penerimaan_bersih: 398_000_000, ditutup_oleh: 'Administrator', ditutup_pada: '2026-09-05 10:00',
  transfer: { jumlah_ditransfer: 31, jumlah_bergaji: 38 } });
const JULI = bulan('2026-07', 'Juli 2026', { jumlah_dosen: null, total_penerimaan_bersih: null });
const daftar = (data: unknown[]) => ({ bulan_terbuka: '2026-09', data });
const baris = (nama: string) => within(screen.getByRole('rowheader', { name: nama }).closest('tr')!);

describe('TutupBukuPage', () => {
  beforeEach(() => {
    api.getTutupBuku.mockReset().mockResolvedValue(daftar([OKTOBER, SEPTEMBER, AGUSTUS, JULI]));
    api.postTutupBuku.mockReset();
  });

  it('lists the months with state, lecturers and total; only the next month in order has Tutup Buku', async () => {
    renderAt(<TutupBukuPage />, '/pengaturan-gaji/tutup-buku');
    expect(screen.getByRole('heading', { level: 1, name: 'Tutup Buku Gaji' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Agustus 2026' })).toBeTruthy();
    expect(baris('Agustus 2026').getByText('Ditutup')).toBeTruthy();
    expect(baris('Agustus 2026').getByText('Rp 398.000.000')).toBeTruthy();
    expect(baris('Agustus 2026').getByText('Administrator, Sabtu, 5 September 2026, 10.00 WIB')).toBeTruthy();
    expect(baris('Agustus 2026').getByText('31 dari 38 dosen ditransfer')).toBeTruthy();
    expect(baris('September 2026').queryByText(/ditransfer/)).toBeNull();
    expect(baris('September 2026').getByText('Terbuka')).toBeTruthy();
    expect(baris('September 2026').getByRole('button', { name: 'Tutup buku September 2026' })).toBeTruthy();
    expect(baris('Oktober 2026').queryByRole('button')).toBeNull();
    expect(baris('Oktober 2026').getByText('Tutup dulu bulan sebelumnya')).toBeTruthy();
    expect(baris('Juli 2026').getByText('Sebelum tutup buku pertama')).toBeTruthy();
  });

  it('on a phone gives each month a card, the closing button in the next month\'s card', async () => {
    await diLayarSempit(async () => {
      renderAt(<TutupBukuPage />, '/pengaturan-gaji/tutup-buku');
      const kartu = await kartuDaftar('Tutup Buku Gaji');
      expect(kartu).toHaveLength(4);
      expect(within(kartu[1]).getByText('September 2026')).toBeTruthy();
      expect(within(kartu[1]).getByRole('button', { name: 'Tutup buku September 2026' })).toBeTruthy();
      expect(within(kartu[2]).getByText('31 dari 38 dosen ditransfer')).toBeTruthy();
      expect(within(kartu[0]).queryByRole('button')).toBeNull();
    });
  });

  it('closes after the confirmation naming the month and total, shows the message and reloads; a refusal shows and reloads', async () => {
    api.postTutupBuku.mockResolvedValueOnce({ message: 'Buku gaji September 2026 ditutup: slip 40 dosen disimpan.', data: { ...SEPTEMBER, ditutup: true } });
    renderAt(<TutupBukuPage />, '/pengaturan-gaji/tutup-buku');
    fireEvent.click(await screen.findByRole('button', { name: 'Tutup buku September 2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tutup buku September 2026?' });
    expect(within(dialog).getByText(/Slip 40 dosen bulan September 2026 \(total gaji bersih Rp 400\.000\.000\)/)).toBeTruthy();
    expect(api.postTutupBuku).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup Buku' }));
    await waitFor(() => expect(api.postTutupBuku).toHaveBeenCalledWith('2026-09'));
    expect(await screen.findByText('Buku gaji September 2026 ditutup: slip 40 dosen disimpan.')).toBeTruthy();
    await waitFor(() => expect(api.getTutupBuku).toHaveBeenCalledTimes(2));

    api.postTutupBuku.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Buku gaji September 2026 sudah ditutup.' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tutup buku September 2026' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tutup Buku' }));
    expect(await screen.findByText('Buku gaji September 2026 sudah ditutup.')).toBeTruthy();
    await waitFor(() => expect(api.getTutupBuku).toHaveBeenCalledTimes(3));
  });
});
