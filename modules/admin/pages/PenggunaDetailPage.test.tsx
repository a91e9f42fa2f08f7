import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KonfirmasiHost } from '../../../core/client';
import PenggunaDetailPage from './PenggunaDetailPage';
import { renderAt } from '../test-support';

const api = vi.hoisted(() => ({
  getPenggunaDetail: vi.fn(), getDaftarGrup: vi.fn(), getGrup: vi.fn(), getOtorisasi: vi.fn(), patchDaftarGrup: vi.fn(), patchOtorisasi: vi.fn(), patchStatus: vi.fn(), postResetPassword: vi.fn(),
}));
vi.mock('../api', () => api);

const ROUTE = '/pengguna/:id_pengguna/:username/:nama_pengguna';
const DETAIL = { id_user: 12, username: 'aka01', nama: 'Dedi Kurniawan, S.T.', aktif: true, default_group: 'aka01', nama_default_group: 'Staff Prodi', sudah_ubah_password: false, mahasiswa: false, dosen: false, staf_prodi: true };
const ROW = { idp: 40, id_group_user: 'aka01', nama_group: 'Staff Prodi', id_level: 0, kode_penugasan: 'prd', sebagai_ketua_prodi: false, id_prodi: 1, id_fakultas: 1, id_lembaga: null, nama_prodi: 'Teknik Informatika', nama_fakultas: 'Fakultas Teknik', nama_lembaga: null };
const PILIHAN_PRODI = [{ id: 1, nama: 'Teknik Informatika (S1)' }, { id: 2, nama: 'Sistem Informasi (S1)' }];
const GRUP = [
  { id_group_user: 'mhs00', nama_group: 'Mahasiswa', cakupan: 'prodi', dapat_diberikan: false, pilihan: [] },
  { id_group_user: 'aka01', nama_group: 'Staff Prodi', cakupan: 'prodi', dapat_diberikan: true, pilihan: PILIHAN_PRODI },
  { id_group_user: 'adm00', nama_group: 'Administrator', cakupan: null, dapat_diberikan: true, pilihan: [] },
  { id_group_user: 'fak00', nama_group: 'Fakultas', cakupan: 'fakultas', dapat_diberikan: true, pilihan: [{ id: 1, nama: 'Fakultas Teknik' }] },
];
const prodi = (id: number, nama: string, diizinkan: boolean) => ({ id_prodi: id, kode_prodi: `5520${id}`, nama_prodi: nama, jenjang: 'S1', nama_fakultas: 'Fakultas Teknik', diizinkan });
const OTORISASI = { id_user: 12, staf_prodi: true, data: [prodi(1, 'Teknik Informatika', true), prodi(2, 'Sistem Informasi', false)] };

function open() {
  return renderAt(<><PenggunaDetailPage /><KonfirmasiHost /></>, ROUTE, '/pengguna/12/aka01/Dedi%20Kurniawan%2C%20S.T.');
}

describe('PenggunaDetailPage', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.getPenggunaDetail.mockResolvedValue(DETAIL);
    api.getDaftarGrup.mockResolvedValue({ id_user: 12, default_group: 'aka01', data: [ROW] });
    api.getGrup.mockResolvedValue({ data: GRUP });
    api.getOtorisasi.mockResolvedValue(OTORISASI);
  });

  it("loads the user by the path's id and shows data, groups with scope and programme access", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dedi Kurniawan, S.T.' })).toBeTruthy();
    expect(api.getPenggunaDetail).toHaveBeenCalledWith(12);
    expect(api.getDaftarGrup).toHaveBeenCalledWith(12);
    expect(screen.getByText('Staff Prodi (aka01)')).toBeTruthy();
    const groups = screen.getByRole('table');
    const row = within(groups).getByText('Teknik Informatika').closest('tr')!;
    expect(within(row).getByText('Staff Prodi')).toBeTruthy();
    const akses = screen.getByRole('list', { name: 'Akses Program Studi' });
    expect(within(akses).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Teknik Informatika (S1) - Fakultas Teknik']);
    // The student group cannot be given.
    expect(within(screen.getByRole('group', { name: 'Tambah grup' })).queryByRole('option', { name: /Mahasiswa/ })).toBeNull();
  });

  it('saves the programme authorisation as the complete set and shows the server message', async () => {
    api.patchOtorisasi.mockResolvedValue({ ...OTORISASI, message: 'Perubahan disimpan. 1 sesi pengguna diakhiri; pengguna perlu login kembali.', sesi_dicabut: 1, data: [prodi(1, 'Teknik Informatika', true), prodi(2, 'Sistem Informasi', true)] });
    open();
    const save = await screen.findByRole('button', { name: 'Simpan Otorisasi' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Sistem Informasi/ }));
    fireEvent.click(save);
    await waitFor(() => expect(api.patchOtorisasi).toHaveBeenCalledWith({ id_pengguna: 12, id_prodi: [1, 2] }));
    expect(await screen.findByText('Perubahan disimpan. 1 sesi pengguna diakhiri; pengguna perlu login kembali.')).toBeTruthy();
    const akses = screen.getByRole('list', { name: 'Akses Program Studi' });
    expect(within(akses).getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes and adds groups locally, then sends the complete list; a refusal shows its field message', async () => {
    api.patchDaftarGrup.mockRejectedValueOnce(Object.assign(new Error('400'), { data: { message: 'Data yang dikirim tidak valid.', errors: { 'grup.0.id_group_user': ['Grup ini hanya untuk pengguna yang terdaftar sebagai dosen.'] } } }));
    api.patchDaftarGrup.mockResolvedValueOnce({ message: 'Perubahan disimpan. 2 sesi pengguna diakhiri; pengguna perlu login kembali.', sesi_dicabut: 2, id_user: 12, default_group: 'fak00', data: [{ ...ROW, idp: 41, id_group_user: 'fak00', nama_group: 'Fakultas', kode_penugasan: 'fkt', id_prodi: null, nama_prodi: null }] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Staff Prodi Teknik Informatika' }));
    const tambah = screen.getByRole('group', { name: 'Tambah grup' });
    fireEvent.change(within(tambah).getByLabelText('Grup'), { target: { value: 'fak00' } });
    fireEvent.change(within(tambah).getByLabelText('Cakupan'), { target: { value: '1' } });
    fireEvent.click(within(tambah).getByRole('button', { name: 'Tambah' }));
    expect(screen.getByText('Ada perubahan grup yang belum disimpan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Grup' }));
    await waitFor(() => expect(api.patchDaftarGrup).toHaveBeenCalledWith({ id_pengguna: 12, grup: [{ id_group_user: 'fak00', id_fakultas: 1 }] }));
    expect(await screen.findByText('Grup ini hanya untuk pengguna yang terdaftar sebagai dosen.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Simpan Grup' }));
    expect(await screen.findByText('Perubahan disimpan. 2 sesi pengguna diakhiri; pengguna perlu login kembali.')).toBeTruthy();
    expect(api.patchDaftarGrup).toHaveBeenCalledTimes(2);
    // The user is read again after the save (default group, programme access).
    await waitFor(() => expect(api.getPenggunaDetail).toHaveBeenCalledTimes(2));
  });

  it('a student account is shown without group editing', async () => {
    api.getPenggunaDetail.mockResolvedValue({ ...DETAIL, mahasiswa: true, staf_prodi: false, default_group: 'mhs00', nama_default_group: 'Mahasiswa' });
    api.getOtorisasi.mockResolvedValue({ ...OTORISASI, staf_prodi: false, data: [prodi(1, 'Teknik Informatika', false)] });
    open();
    expect(await screen.findByText('Akun mahasiswa hanya memegang grup Mahasiswa; grupnya tidak diubah di sini.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan Grup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan Otorisasi' })).toBeNull();
    expect(screen.getByText(/Otorisasi data staf hanya berlaku/)).toBeTruthy();
  });

  it('an unknown user shows the server message', async () => {
    api.getPenggunaDetail.mockRejectedValue(Object.assign(new Error('404'), { data: { message: 'Pengguna tidak ditemukan.' } }));
    open();
    expect(await screen.findByText('Pengguna tidak ditemukan.')).toBeTruthy();
  });

  it('resets the password after a confirmation and shows the temporary password once', async () => {
    api.postResetPassword.mockResolvedValue({ message: 'Password direset. Serahkan password sementara ini kepada pemilik akun; password ini hanya ditampilkan sekali. Semua sesi pengguna diakhiri.', id_user: 12, password_sementara: 'k7m2p9x4qa', sesi_dicabut: 1 });
    open();
    const reset = await screen.findByRole('button', { name: 'Reset Password' });
    fireEvent.click(reset);
    const tanya = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(tanya).getByText('Reset password aka01? Password lamanya tidak berlaku lagi dan semua sesinya diakhiri.')).toBeTruthy();
    fireEvent.click(within(tanya).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.postResetPassword).not.toHaveBeenCalled();
    fireEvent.click(reset);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(api.postResetPassword).toHaveBeenCalledWith(12));
    expect((await screen.findByLabelText('Password sementara')).textContent).toBe('k7m2p9x4qa');
    expect(screen.getByText(/Password direset\./)).toBeTruthy();
  });

  it('deactivates after a confirmation, then offers to activate; a refusal shows the server message', async () => {
    api.patchStatus.mockResolvedValueOnce({ message: 'Akun dinonaktifkan. 2 sesi pengguna diakhiri; pengguna tidak dapat login sampai akun diaktifkan kembali.', id_user: 12, aktif: false, sesi_dicabut: 2 });
    api.patchStatus.mockRejectedValueOnce(Object.assign(new Error('404'), { data: { message: 'Pengguna tidak ditemukan.' } }));
    api.getPenggunaDetail.mockResolvedValueOnce(DETAIL).mockResolvedValue({ ...DETAIL, aktif: false });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan Akun' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', { name: 'Nonaktifkan Akun' }));
    await waitFor(() => expect(api.patchStatus).toHaveBeenCalledWith(12, false));
    expect(await screen.findByText(/Akun dinonaktifkan\. 2 sesi/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Aktifkan Akun' }));
    await waitFor(() => expect(api.patchStatus).toHaveBeenLastCalledWith(12, true));
    expect(await screen.findByText('Pengguna tidak ditemukan.')).toBeTruthy();
  });

  it("the administrator's own account offers neither action", async () => {
    api.getPenggunaDetail.mockResolvedValue({ ...DETAIL, id_user: 1, username: 'adm00', nama: 'Administrator', default_group: 'adm00', nama_default_group: 'Administrator' });
    open();
    expect(await screen.findByText('Ini akun Anda sendiri: ganti password Anda di halaman Ganti Password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan Akun' })).toBeNull();
  });
});
