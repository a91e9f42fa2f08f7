import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { HONOR } from './fixtures';
import HonorUtsUasPage from './HonorUtsUasPage';

const api = vi.hoisted(() => ({ getGajiBulanan: vi.fn(), cetakGajiBulanan: vi.fn(), getHonorUtsUas: vi.fn(), cetakHonorUtsUas: vi.fn() }));
vi.mock('../api', () => api);

describe('HonorUtsUasPage', () => {
  beforeEach(() => {
    api.getHonorUtsUas.mockReset();
    api.cetakHonorUtsUas.mockReset();
  });

  it('lists each class with its exams, fees and the total; Cetak prints the semester shown', async () => {
    api.getHonorUtsUas.mockResolvedValue({ data: HONOR });
    api.cetakHonorUtsUas.mockResolvedValue(undefined);
    renderAt(<HonorUtsUasPage />, '/laporan/honor-uts-uas');
    expect(screen.getByRole('heading', { level: 1, name: 'Honor UTS/UAS' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'IF301 Komputasi Awan' })).closest('tr')!;
    expect(within(row).getByText('UTS, UAS')).toBeTruthy();
    expect(within(row).getAllByText('Rp 300.000')).toHaveLength(2);
    expect(within(row).getByText('Rp 600.000')).toBeTruthy();
    expect(api.getHonorUtsUas).toHaveBeenCalledWith({ id_semester_registrasi: undefined });
    const total = screen.getByRole('rowheader', { name: 'Total penerimaan bersih' }).closest('tr')!;
    expect(within(total).getByText('Rp 807.500')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'PPh 21 (tarif flat 5 %)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    await waitFor(() => expect(api.cetakHonorUtsUas).toHaveBeenCalledWith({ id_semester_registrasi: 13 }));
  });

  it('says so when no class has an exam', async () => {
    api.getHonorUtsUas.mockResolvedValue({ data: { ...HONOR, detail_honor: [], total_honor: 0, pph_dua_satu: 0, total_penerimaan_bersih: 0 } });
    renderAt(<HonorUtsUasPage />, '/laporan/honor-uts-uas');
    expect(await screen.findByText('Tidak ada kelas dengan jadwal UTS/UAS pada semester ini.')).toBeTruthy();
  });
});
