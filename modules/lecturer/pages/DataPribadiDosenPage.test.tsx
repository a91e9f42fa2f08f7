import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import DataPribadiDosenPage from './DataPribadiDosenPage';
import { BIODATA, MENGAJAR } from './fixtures';

const api = vi.hoisted(() => ({
  getBiodataDosen: vi.fn(), patchBiodataDosen: vi.fn(), getFotoDosen: vi.fn(), postFotoDosen: vi.fn(), getKeluargaDosen: vi.fn(),
  getRiwayatMengajar: vi.fn(), getRiwayatMembimbing: vi.fn(), getRiwayatMenguji: vi.fn(),
}));
vi.mock('../api', () => api);
// The core's Ganti Password page is open to the user (the route id the page links by).
vi.mock('../../../core/client', async (original) => ({ ...(await original<object>()), useRouteHref: (id: string) => (id === 'core:ganti-password' ? '/ganti-password' : null) }));

const bagian = (judul: string) => screen.getByRole('heading', { level: 2, name: judul }).parentElement!;

describe('DataPribadiDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getBiodataDosen.mockResolvedValue({ data: BIODATA });
    api.getRiwayatMengajar.mockResolvedValue({ data: MENGAJAR });
    api.getRiwayatMembimbing.mockResolvedValue({ tersedia: true, data: [] });
    api.getRiwayatMenguji.mockResolvedValue({ tersedia: false, data: [] });
  });

  it('shows the name with degrees, NIP 8-6-1-3, dates in Indonesian, the lists, and empty states', async () => {
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    expect(screen.getByRole('heading', { level: 1, name: 'Data Pribadi' })).toBeTruthy();
    expect(await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ganti Password' }).getAttribute('href')).toBe('/ganti-password');
    expect(screen.getByText('19800101 200501 1 001')).toBeTruthy();
    expect(screen.getByText('Bandung, Selasa, 1 Januari 1980')).toBeTruthy();
    expect(screen.getByText('Dosen – Teknik Informatika; Ketua Program Studi – Teknik Informatika')).toBeTruthy();
    const keluarga = within(bagian('Keluarga'));
    expect(keluarga.getByRole('row', { name: /Istri Sri Wahyuni, S\.Pd\. Senin, 14 Juni 1982 Guru/ })).toBeTruthy();
    expect(keluarga.getByRole('row', { name: /Anak Rizky Pratama Santoso .* -$/ })).toBeTruthy();
    expect(within(bagian('Kepangkatan & Jabatan Fungsional')).getByText('400,5')).toBeTruthy();
    expect(within(bagian('Sertifikasi')).getByText('Belum ada sertifikasi.')).toBeTruthy();
    expect(within(bagian('Riwayat Penelitian')).getByText('Rp 75.000.000')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /2026\/2027 Ganjil IF301 Komputasi Awan A 3/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Membimbing/ }));
    expect(await screen.findByText('Belum ada riwayat membimbing tugas akhir.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Menguji/ }));
    expect(await screen.findByText('Modul tugas akhir tidak diaktifkan di kampus ini.')).toBeTruthy();
  });

  it('sends only the changed contact fields and shows the saved data', async () => {
    api.patchBiodataDosen.mockResolvedValue({ message: 'Data pribadi berhasil disimpan.', data: { ...BIODATA, hp: '081299998888' } });
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    const hp = await screen.findByLabelText('Nomor HP');
    fireEvent.change(hp, { target: { value: '0812 9999 8888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data pribadi berhasil disimpan.')).toBeTruthy();
    expect(api.patchBiodataDosen).toHaveBeenCalledWith({ hp: '0812 9999 8888' });
    expect((screen.getByLabelText('Nomor HP') as HTMLInputElement).value).toBe('081299998888');
  });

  it('shows the server\'s Indonesian messages and marks the field; nothing to save is said so', async () => {
    api.patchBiodataDosen.mockRejectedValue(Object.assign(new Error('400'), {
      data: { message: 'Data belum dapat disimpan; periksa isian yang ditandai.', errors: { email: ['Format e-mail tidak valid, contoh: nama@unusantara.ac.id.'] } },
    }));
    renderAt(<DataPribadiDosenPage />, '/data-pribadi');
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tidak ada perubahan untuk disimpan.')).toBeTruthy();
    expect(api.patchBiodataDosen).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'budi@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format e-mail tidak valid, contoh: nama@unusantara.ac.id.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
  });
});
