import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import BahanAjarPage from './BahanAjarPage';
import { BAHAN } from './fixtures';

const api = vi.hoisted(() => ({ getBahanAjar: vi.fn(), unduhRps: vi.fn() }));
vi.mock('../api', () => api);

const PATTERN = '/akademik/jadwal/bahan-ajar/:idMataKuliah';

describe('BahanAjarPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('shows the course\'s description and weekly topics and downloads the RPS', async () => {
    api.getBahanAjar.mockResolvedValue(BAHAN);
    api.unduhRps.mockResolvedValue(undefined);
    renderAt(<BahanAjarPage />, '/akademik/jadwal/bahan-ajar/40', PATTERN);
    expect(await screen.findByText('IF5101 Komputasi Awan · 3 SKS')).toBeTruthy();
    expect(api.getBahanAjar).toHaveBeenCalledWith({ id_mata_kuliah: 40 });
    expect(screen.getByText(/1\. Pengantar dan kontrak kuliah/)).toBeTruthy();
    expect(screen.getByText('RPS IF5101 Komputasi Awan.pdf (13 KB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh RPS' }));
    await waitFor(() => expect(api.unduhRps).toHaveBeenCalledWith({ id_mata_kuliah: 40 }));
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/akademik/jadwal');
  });

  it('says so when the course has no RPS, and shows a refusal with a retry', async () => {
    api.getBahanAjar.mockResolvedValueOnce({ ...BAHAN, file_rps: null });
    const { unmount } = renderAt(<BahanAjarPage />, '/akademik/jadwal/bahan-ajar/40', PATTERN);
    expect(await screen.findByText('RPS mata kuliah ini belum diunggah.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unduh RPS' })).toBeNull();
    unmount();
    api.getBahanAjar.mockRejectedValueOnce(Object.assign(new Error('403'), { data: { message: 'Anda tidak mengampu kelas mata kuliah ini.' } }));
    renderAt(<BahanAjarPage />, '/jadwal-mengajar/jadwal/bahan-ajar/41', '/jadwal-mengajar/jadwal/bahan-ajar/:idMataKuliah', 'kor00');
    expect(await screen.findByText('Anda tidak mengampu kelas mata kuliah ini.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal');
  });
});
