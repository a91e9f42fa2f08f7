import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulanLalu } from '../bulan';
import { renderAt } from '../test-support';
import { SLIP } from './fixtures';
import GajiBulananPage from './GajiBulananPage';

const api = vi.hoisted(() => ({ getGajiBulanan: vi.fn(), cetakGajiBulanan: vi.fn(), getHonorUtsUas: vi.fn(), cetakHonorUtsUas: vi.fn() }));
vi.mock('../api', () => api);

/** The amount on the row whose header is `label`. */
const jumlah = (label: string) => within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell').at(-1)!.textContent;

describe('GajiBulananPage', () => {
  beforeEach(() => {
    api.getGajiBulanan.mockReset();
    api.cetakGajiBulanan.mockReset();
  });

  it('asks for the last complete month and shows the slip grouped into income, deductions and net, in Rupiah', async () => {
    api.getGajiBulanan.mockResolvedValue({ data: SLIP });
    renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    expect(screen.getByRole('heading', { level: 1, name: 'Gaji Bulanan' })).toBeTruthy();
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    expect(api.getGajiBulanan).toHaveBeenCalledWith({ bulan: bulanLalu(new Date()) });
    for (const group of ['Pendapatan', 'Potongan', 'Penerimaan Bersih']) expect(screen.getByRole('columnheader', { name: group })).toBeTruthy();
    expect(screen.getByText('19800101 200501 1 001')).toBeTruthy();
    expect(screen.getByText('Oktober 2026', { selector: 'dd' })).toBeTruthy();
    expect(jumlah('Pertemuan terlaksana')).toBe('6 pertemuan');
    expect(jumlah('Gaji pokok')).toBe('Rp 5.000.000');
    expect(jumlah('Total gaji (bruto)')).toBe('Rp 11.500.000');
    expect(jumlah('PPh 21 (tarif flat 5 %)')).toBe('Rp 575.000');
    expect(jumlah('Potongan BKD 2 (pertemuan tidak terlaksana)')).toBe('Rp 100.000');
    expect(jumlah('Total potongan')).toBe('Rp 825.000');
    expect(jumlah('Total penerimaan bersih')).toBe('Rp 10.675.000');
  });

  it('Cetak downloads the PDF of the month shown', async () => {
    api.getGajiBulanan.mockResolvedValue({ data: SLIP });
    api.cetakGajiBulanan.mockResolvedValue(undefined);
    renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    fireEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    await waitFor(() => expect(api.cetakGajiBulanan).toHaveBeenCalledWith({ bulan: bulanLalu(new Date()) }));
  });

  it('shows the server\'s refusal and no Cetak', async () => {
    api.getGajiBulanan.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Akun Anda tidak terhubung dengan data dosen.' } }));
    renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    expect(await screen.findByText('Akun Anda tidak terhubung dengan data dosen.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cetak' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says where the slip stands: transferred (date, account), final but not transferred, provisional', async () => {
    api.getGajiBulanan.mockResolvedValue({ data: SLIP });
    const { unmount } = renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    expect((await screen.findByRole('status')).textContent)
      .toBe('Gaji bersih Rp 10.675.000 sudah ditransfer pada Kamis, 5 November 2026 ke rekening Bank Syariah Indonesia 7000007919.');
    unmount();
    api.getGajiBulanan.mockResolvedValue({ data: { ...SLIP, status_slip: { ditutup: true, transfer: null } } });
    const kedua = renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    expect((await screen.findByRole('status')).textContent).toBe('Buku gaji Oktober 2026 sudah ditutup dan slip ini final; gaji bersihnya belum tercatat ditransfer.');
    kedua.unmount();
    api.getGajiBulanan.mockResolvedValue({ data: { ...SLIP, status_slip: { ditutup: false, transfer: null } } });
    renderAt(<GajiBulananPage />, '/laporan/gaji-bulanan');
    expect((await screen.findByRole('status')).textContent).toMatch(/^Slip sementara: buku gaji Oktober 2026 belum ditutup/);
  });
});
