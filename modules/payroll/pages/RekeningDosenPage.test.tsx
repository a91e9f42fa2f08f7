import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import RekeningDosenPage from './RekeningDosenPage';

const api = vi.hoisted(() => ({ getRekening: vi.fn(), patchRekening: vi.fn() }));
vi.mock('../api-pengaturan', () => api);

const BUDI = { id_dosen: 7, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nidn: '0011223344', nuptk: '1234567890123456', nama_prodi: 'Informatika',
  norekening: '7000055433', nama_bank: 'Bank Syariah Indonesia', id_bkd: 'BKD-0011223344', versi: 2 };
const halaman = (data: unknown[], page = 1) => ({ data, current_page: page, per_page: 7, total: 9 });

describe('RekeningDosenPage', () => {
  beforeEach(() => {
    api.getRekening.mockReset().mockResolvedValue(halaman([BUDI]));
    api.patchRekening.mockReset();
  });

  it('searches lecturers, pages, and saves an account with the version it showed; a 409 stays in the dialog and reloads', async () => {
    api.patchRekening.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Rekening Dr. Ir. Budi Santoso, M.Kom. baru saja diubah orang lain; muat ulang untuk melihat data terbaru sebelum menyimpan lagi.' } }));
    api.patchRekening.mockResolvedValueOnce({ message: 'Rekening Dr. Ir. Budi Santoso, M.Kom. tersimpan.', data: BUDI });
    renderAt(<RekeningDosenPage />, '/pengaturan-gaji/rekening');
    expect(screen.getByRole('heading', { level: 1, name: 'Rekening Dosen' })).toBeTruthy();
    const row = within((await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.')).closest('tr')!);
    expect(row.getByText('7000055433')).toBeTruthy();
    expect(screen.getByText(/1.7 dari 9/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cari nama, NIDN, NUPTK atau NIP'), { target: { value: ' budi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getRekening).toHaveBeenLastCalledWith({ page: 1, per_page: 7, search: 'budi' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Ubah rekening Dr. Ir. Budi Santoso, M.Kom.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rekening Dr. Ir. Budi Santoso, M.Kom.' });
    fireEvent.change(within(dialog).getByLabelText('Nomor rekening'), { target: { value: '1234567890' } });
    fireEvent.change(within(dialog).getByLabelText('ID BKD'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchRekening).toHaveBeenCalledWith(7, { norekening: '1234567890', nama_bank: 'Bank Syariah Indonesia', id_bkd: null, versi: 2 }));
    expect(await within(dialog).findByText(/baru saja diubah orang lain/)).toBeTruthy();
    const reloads = api.getRekening.mock.calls.length;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Rekening Dr. Ir. Budi Santoso, M.Kom. tersimpan.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.getRekening.mock.calls.length).toBeGreaterThan(reloads);
  });
});
