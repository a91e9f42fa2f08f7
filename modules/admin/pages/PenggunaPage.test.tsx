import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PenggunaPage from './PenggunaPage';
import { renderAt } from '../test-support';

const api = vi.hoisted(() => ({ getPengguna: vi.fn() }));
vi.mock('../api', () => api);

const user = (i: number, over: Record<string, unknown> = {}) => ({
  id_user: i, username: `user${i}`, nama: `Pengguna ${i}`, aktif: true, default_group: 'dsn00', grup: [{ id_group_user: 'dsn00', nama_group: 'Dosen' }], ...over,
});

describe('PenggunaPage', () => {
  beforeEach(() => {
    api.getPengguna.mockReset();
  });

  it('loads the first page of 7 users and links each to its detail route', async () => {
    api.getPengguna.mockResolvedValue({
      data: [user(1, { username: 'dsn00', nama: 'Dr. Ir. Budi Santoso, M.Kom.', grup: [{ id_group_user: 'dsn00', nama_group: 'Dosen' }, { id_group_user: 'aka02', nama_group: 'Struktural Prodi' }] }), user(2, { aktif: false })],
      current_page: 1, per_page: 7, total: 2,
    });
    renderAt(<PenggunaPage />, '/pengguna', '/pengguna');
    expect(screen.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeTruthy();
    const row = (await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.')).closest('tr')!;
    expect(within(row).getByText('Dosen, Struktural Prodi')).toBeTruthy();
    expect(within(row).getByText('Aktif')).toBeTruthy();
    expect(screen.getByText('Nonaktif')).toBeTruthy();
    expect(api.getPengguna).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    const link = screen.getByRole('link', { name: 'Detail dsn00' });
    expect(link.getAttribute('href')).toBe('/pengguna/1/dsn00/Dr.%20Ir.%20Budi%20Santoso%2C%20M.Kom.');
  });

  it('searches from page 1 and pages with Berikutnya', async () => {
    api.getPengguna.mockImplementation(async (q: { page: number; search?: string }) => ({
      data: q.search ? [user(3, { username: 'aka01' })] : Array.from({ length: 7 }, (_, i) => user(i + 1 + (q.page - 1) * 7)),
      current_page: q.page, per_page: 7, total: q.search ? 1 : 20,
    }));
    renderAt(<PenggunaPage />, '/pengguna', '/pengguna');
    expect(await screen.findByText('Menampilkan 1–7 dari 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Pengguna 8')).toBeTruthy();
    expect(api.getPengguna).toHaveBeenLastCalledWith({ page: 2, per_page: 7 });

    fireEvent.change(screen.getByLabelText('Cari username atau nama'), { target: { value: '  aka01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getPengguna).toHaveBeenLastCalledWith({ page: 1, per_page: 7, search: 'aka01' }));
    expect(await screen.findByText('Menampilkan 1–1 dari 1')).toBeTruthy();
  });

  it('shows the server message when the list fails', async () => {
    api.getPengguna.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Anda tidak berhak mengakses data ini.' } }));
    renderAt(<PenggunaPage />, '/pengguna', '/pengguna');
    expect(await screen.findByText('Anda tidak berhak mengakses data ini.')).toBeTruthy();
  });
});
