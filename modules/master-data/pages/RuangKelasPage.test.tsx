import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../core/client/test-support/render-page';
import catalogue from '../../../locales/id/master-data.json';
import RuangKelasPage from './RuangKelasPage';

const api = vi.hoisted(() => ({ getRuangKelola: vi.fn(), getGedung: vi.fn(), postRuang: vi.fn(), putRuang: vi.fn(), patchStatusRuang: vi.fn() }));
vi.mock('../api', () => api);

const GB101 = { id_ruang: 11, kode: 'GB-101', nama_ruang: 'Ruang Kuliah GB-101', id_gedung: 2, nama_gedung: 'Gedung B (Perkuliahan)', lantai: 1, jenis: 'Kelas', kapasitas: 45, aktif: true, versi: 3, jumlah_jadwal: 4 };
const GB100 = { ...GB101, id_ruang: 12, kode: 'GB-100', nama_ruang: 'Ruang Kuliah GB-100 (renovasi)', kapasitas: 40, aktif: false, versi: 1, jumlah_jadwal: 0 };
const halaman = (data: unknown[]) => ({ data, current_page: 1, per_page: 7, total: 9 });
const render = () => renderPage(<RuangKelasPage />, { namespace: 'master-data', catalogue, path: '/ruang-kelas' });

describe('RuangKelasPage', () => {
  beforeEach(() => {
    api.getRuangKelola.mockReset().mockResolvedValue(halaman([GB101, GB100]));
    api.getGedung.mockReset().mockResolvedValue({ data: [{ id_gedung: 2, id_lokasi_kampus: 1, nama_lokasi_kampus: 'Kampus 1 Dago', kode: 'GB', nama_gedung: 'Gedung B (Perkuliahan)', jumlah_lantai: 5 }] });
    for (const f of [api.postRuang, api.putRuang, api.patchStatusRuang]) f.mockReset();
  });

  it('lists rooms with their status, searches and filters, and adds a room', async () => {
    api.postRuang.mockResolvedValue({ message: 'Ruang GB-509 ditambahkan.', data: { ...GB101, id_ruang: 20, kode: 'GB-509' } });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Ruang Kelas' })).toBeTruthy();
    const row = within((await screen.findByText('Ruang Kuliah GB-100 (renovasi)')).closest('tr')!);
    expect(row.getByText('Nonaktif')).toBeTruthy();
    expect(screen.getByText(/1.7 dari 9/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cari kode, nama ruang atau gedung'), { target: { value: ' gedung b ' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'nonaktif' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getRuangKelola).toHaveBeenLastCalledWith({ page: 1, per_page: 7, cari: 'gedung b', status: 'nonaktif' }));

    await waitFor(() => expect((screen.getByRole('button', { name: 'Tambah Ruang' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Ruang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Ruang' });
    fireEvent.change(within(dialog).getByLabelText('Kode ruang'), { target: { value: 'GB-509' } });
    fireEvent.change(within(dialog).getByLabelText('Nama ruang'), { target: { value: 'Ruang Seminar GB-509' } });
    fireEvent.change(within(dialog).getByLabelText('Gedung'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Lantai'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Kapasitas'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.postRuang).toHaveBeenCalledWith({ kode: 'GB-509', nama_ruang: 'Ruang Seminar GB-509', id_gedung: 2, lantai: 5, jenis: 'Kelas', kapasitas: 60 }));
    expect(await screen.findByText('Ruang GB-509 ditambahkan.')).toBeTruthy();
  });

  it('edits with the version shown and keeps a refusal in the dialog; deactivating a scheduled room shows the refusal', async () => {
    const tolak = 'Kapasitas ruang GB-101 tidak dapat diturunkan menjadi 30: kelas TIF101 Algoritma (A) berkuota 40 dijadwalkan di ruang ini pada 2025/2026 Ganjil.';
    api.putRuang.mockRejectedValue(Object.assign(new Error('409'), { data: { message: tolak } }));
    const sibuk = 'Ruang GB-101 tidak dapat dinonaktifkan: masih dipakai 4 jadwal mingguan kelas pada semester aktif atau sesudahnya.';
    api.patchStatusRuang.mockRejectedValue(Object.assign(new Error('409'), { data: { message: sibuk } }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah ruang GB-101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Ruang GB-101' });
    fireEvent.change(within(dialog).getByLabelText('Kapasitas'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.putRuang).toHaveBeenCalledWith(11, expect.objectContaining({ kapasitas: 30, versi: 3, kode: 'GB-101' })));
    expect(await within(dialog).findByText(tolak)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan ruang GB-101' }));
    await waitFor(() => expect(api.patchStatusRuang).toHaveBeenCalledWith(11, { aktif: false, versi: 3 }));
    expect(await screen.findByText(sibuk)).toBeTruthy();
  });
});
