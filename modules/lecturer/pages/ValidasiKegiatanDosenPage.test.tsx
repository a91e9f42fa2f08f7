import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { DISETUJUI, halaman, MENUNGGU, MONITORING } from './fixtures-kegiatan';
import ValidasiKegiatanDosenPage from './ValidasiKegiatanDosenPage';

const api = vi.hoisted(() => ({ getKegiatan: vi.fn(), validasiKegiatan: vi.fn(), unduhBuktiKegiatan: vi.fn(), getMonitoringKegiatan: vi.fn() }));
vi.mock('../api', () => api);

const PATH = '/validasi-kegiatan-dosen';

describe('ValidasiKegiatanDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getKegiatan.mockImplementation(async (q: { menunggu?: number }) => halaman(q.menunggu ? [MENUNGGU] : [MENUNGGU, DISETUJUI]));
    api.getMonitoringKegiatan.mockResolvedValue(MONITORING);
  });

  it('programme staff approve at level 1: the waiting list, the proof download, the server\'s message and a reload', async () => {
    api.validasiKegiatan.mockResolvedValue({ message: 'Kegiatan disetujui pada Level 1 (Program Studi).', id_kegiatan_dosen: 11, status: 'valid_prodi' });
    renderAt(<ValidasiKegiatanDosenPage />, PATH, { userType: 'aka00' });
    expect(screen.getByText('Kegiatan dosen di lingkup Anda yang menunggu validasi Level 1 (Program Studi).')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Dr\. Ir\. Budi Santoso, M\.Kom\. Teknik Informatika .*Pelatihan Literasi Digital/ });
    expect(api.getKegiatan).toHaveBeenCalledWith({ page: 1, per_page: 10, menunggu: 1 });
    fireEvent.click(within(row).getByRole('button', { name: 'Unduh Bukti' }));
    expect(api.unduhBuktiKegiatan).toHaveBeenCalledWith(11);
    fireEvent.click(within(row).getByRole('button', { name: 'Setujui Pelatihan Literasi Digital' }));
    await waitFor(() => expect(api.validasiKegiatan).toHaveBeenCalledWith(11, { setuju: true }));
    await waitFor(() => expect(api.getKegiatan.mock.calls.filter(([q]) => q.menunggu).length).toBe(2));
  });

  it('the faculty refuses at level 2 only with a reason of at least 5 characters', async () => {
    api.validasiKegiatan.mockResolvedValue({ message: 'Kegiatan ditolak pada Level 2 (Fakultas).', id_kegiatan_dosen: 11, status: 'ditolak' });
    renderAt(<ValidasiKegiatanDosenPage />, PATH, { userType: 'fak00' });
    expect(screen.getByText('Kegiatan dosen di lingkup Anda yang menunggu validasi Level 2 (Fakultas).')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Pelatihan Literasi Digital/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Tolak Pelatihan Literasi Digital' }));
    const kirim = within(row).getByRole('button', { name: 'Kirim Penolakan' }) as HTMLButtonElement;
    expect(kirim.disabled).toBe(true);
    fireEvent.change(within(row).getByLabelText('Alasan Pelatihan Literasi Digital'), { target: { value: 'Bukti tidak terbaca.' } });
    expect(kirim.disabled).toBe(false);
    fireEvent.click(kirim);
    await waitFor(() => expect(api.validasiKegiatan).toHaveBeenCalledWith(11, { setuju: false, alasan: 'Bukti tidak terbaca.' }));
  });

  it('filters every activity in scope by status and shows the monitoring per lecturer with the scope\'s sums', async () => {
    renderAt(<ValidasiKegiatanDosenPage />, PATH, { userType: 'aka02' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Semua Kegiatan/ }));
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'disetujui' } });
    await waitFor(() => expect(api.getKegiatan).toHaveBeenCalledWith({ page: 1, per_page: 10, status: 'disetujui' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Monitoring/ }));
    expect(await screen.findByText('Jumlah di lingkup Anda: 7 kegiatan, 4 menunggu validasi, 1 disetujui, 1 ditolak.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Dr\. Ir\. Budi Santoso, M\.Kom\. Teknik Informatika 1 1 1 1 1 5/ })).toBeTruthy();
  });
});
