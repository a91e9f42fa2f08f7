import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../../core/client/test-support/layar-sempit';
import { renderPage } from '../../../../core/client/test-support/render-page';
import catalogue from '../../../../locales/id/uaps.json';
import { BerkasSyarat } from './BerkasSyarat';

const SYARAT = [
  { id: 1, nama: 'Naskah Proposal (PDF)', wajib: true, ukuran_maks_kb: 10240 },
  { id: 2, nama: 'Bukti Pembayaran Semester', wajib: false, ukuran_maks_kb: 300 },
];
const BERKAS = [{ id_syarat_berkas_ta: 1, nama_berkas: 'proposal-andi.pdf' }];
const tampil = (props: Partial<Parameters<typeof BerkasSyarat>[0]> = {}) => {
  const unduh = vi.fn();
  const unggah = vi.fn();
  renderPage(<BerkasSyarat syarat={SYARAT} berkas={BERKAS} unduh={unduh} unggah={unggah} busy={false} {...props} />, { namespace: 'uaps', catalogue });
  return { unduh, unggah };
};

describe('BerkasSyarat', () => {
  it('lists each requirement with its limit, downloads an uploaded file and uploads a chosen one', () => {
    const { unduh, unggah } = tampil();
    const naskah = within(screen.getByRole('rowheader', { name: /Naskah Proposal \(PDF\) \*/ }).closest('tr')!);
    expect(naskah.getByText('Maksimal 10 MB: PDF, gambar, atau dokumen Office')).toBeTruthy();
    fireEvent.click(naskah.getByRole('button', { name: 'proposal-andi.pdf' }));
    expect(unduh).toHaveBeenCalledWith(1);
    const bayar = within(screen.getByRole('rowheader', { name: /^Bukti Pembayaran Semester/ }).closest('tr')!);
    expect(bayar.getByText('Belum diunggah')).toBeTruthy();
    // Below 1 MB the limit still reads as 1 MB, not 0.
    expect(bayar.getByText('Maksimal 1 MB: PDF, gambar, atau dokumen Office')).toBeTruthy();
    const file = new File(['%PDF'], 'bayar.pdf', { type: 'application/pdf' });
    fireEvent.change(bayar.getByLabelText('Unggah Bukti Pembayaran Semester'), { target: { files: [file] } });
    expect(unggah).toHaveBeenCalledWith(2, file);
  });

  it('offers no picker once the files can no longer change', () => {
    tampil({ unggah: undefined });
    expect(screen.queryByLabelText(/^Unggah /)).toBeNull();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Persyaratan', 'Berkas']);
  });

  it('on a phone gives each requirement a card with its file and its picker', async () => {
    await diLayarSempit(async () => {
      const { unggah } = tampil();
      const kartu = await kartuDaftar('Berkas Persyaratan');
      expect(within(kartu[0]).getByRole('button', { name: 'proposal-andi.pdf' })).toBeTruthy();
      const file = new File(['%PDF'], 'bayar.pdf', { type: 'application/pdf' });
      fireEvent.change(within(kartu[1]).getByLabelText('Unggah Bukti Pembayaran Semester'), { target: { files: [file] } });
      expect(unggah).toHaveBeenCalledWith(2, file);
    });
  });
});
