import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { PERUBAHAN } from './fixtures';
import PerubahanNilaiPage from './PerubahanNilaiPage';

const api = vi.hoisted(() => ({ getJadwalPerubahanNilai: vi.fn() }));
vi.mock('../api', () => api);

describe('PerubahanNilaiPage', () => {
  beforeEach(() => api.getJadwalPerubahanNilai.mockReset());

  it('lists each open semester with its period and the lecturer\'s classes, each linking to its change page', async () => {
    api.getJadwalPerubahanNilai.mockResolvedValue(PERUBAHAN);
    renderAt(<PerubahanNilaiPage />, '/akademik/perubahan-nilai');
    expect(screen.getByRole('heading', { level: 1, name: 'Perubahan Nilai' })).toBeTruthy();
    const semester = await screen.findByRole('region', { name: '2025/2026 Genap' });
    expect(within(semester).getByText('Masa perubahan nilai Rabu, 15 Juli 2026 sampai Kamis, 14 Januari 2027.')).toBeTruthy();
    const row = within(semester).getByText('Keamanan Informasi').closest('tr')!;
    expect(within(row).getByText('4 dari 4 dinilai')).toBeTruthy();
    expect(within(row).getByText('1 perubahan')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ubah Nilai' }).getAttribute('href')).toBe('/akademik/perubahan-nilai/input-perubahan-nilai/11/33/295');
    expect(within(screen.getByText('Data Mining').closest('tr')!).getByText('Belum ada perubahan')).toBeTruthy();
    expect(screen.queryByText(/^Saat ini tidak ada semester/)).toBeNull();
  });

  it('links kor00 to its own change path', async () => {
    api.getJadwalPerubahanNilai.mockResolvedValue(PERUBAHAN);
    renderAt(<PerubahanNilaiPage />, '/jadwal-mengajar/perubahan-nilai', undefined, 'kor00');
    const row = (await screen.findByText('Keamanan Informasi')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ubah Nilai' }).getAttribute('href')).toBe('/jadwal-mengajar/input-perubahan-nilai/11/33/295');
  });

  it('says clearly that no period is open, and when the next one begins', async () => {
    api.getJadwalPerubahanNilai.mockResolvedValue({ data: [], berikutnya: PERUBAHAN.berikutnya });
    renderAt(<PerubahanNilaiPage />, '/akademik/perubahan-nilai');
    expect(await screen.findByText('Saat ini tidak ada semester yang sedang dalam masa perubahan nilai, sehingga nilai tidak dapat diubah.')).toBeTruthy();
    expect(screen.getByText('Masa perubahan nilai berikutnya: 2026/2027 Ganjil, Jumat, 9 April 2027 sampai Sabtu, 8 Mei 2027.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the lecturer teaches no class of an open semester', async () => {
    api.getJadwalPerubahanNilai.mockResolvedValue({ data: [{ ...PERUBAHAN.data[0], kelas: [] }], berikutnya: null });
    renderAt(<PerubahanNilaiPage />, '/akademik/perubahan-nilai');
    expect(await screen.findByText('Anda tidak mengampu kelas pada semester ini.')).toBeTruthy();
  });
});
