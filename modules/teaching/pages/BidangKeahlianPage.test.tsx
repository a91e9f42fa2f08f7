import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import BidangKeahlianPage from './BidangKeahlianPage';
import { BIDANG, BIDANG_DOSEN } from './fixtures';

const api = vi.hoisted(() => ({ getBidangKeahlian: vi.fn(), getBidangKeahlianDosen: vi.fn(), postBidangKeahlianDosen: vi.fn() }));
vi.mock('../api', () => api);

const kotak = (nama: string) => screen.getByRole('checkbox', { name: `Pilih bidang keahlian ${nama}` });

describe('BidangKeahlianPage', () => {
  beforeEach(() => {
    api.getBidangKeahlian.mockReset().mockResolvedValue(BIDANG);
    api.getBidangKeahlianDosen.mockReset().mockResolvedValue(BIDANG_DOSEN);
    api.postBidangKeahlianDosen.mockReset().mockResolvedValue({ message: '2 bidang keahlian tersimpan.' });
  });

  it('groups the reference list, ticks the lecturer\'s own fields and saves the selection', async () => {
    renderAt(<BidangKeahlianPage />, '/bidang-keahlian', undefined, 'kor00');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ilmu Komputer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ekonomi dan Bisnis' })).toBeTruthy();
    expect(kotak('Rekayasa Perangkat Lunak').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Pilih paling sedikit 1 dan paling banyak 2 bidang keahlian. Terpilih: 1.')).toBeTruthy();
    fireEvent.click(kotak('Sains Data'));
    expect(screen.getByText(/Terpilih: 2\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.postBidangKeahlianDosen).toHaveBeenCalledWith({ id_bidang_keahlian: [1, 3] }));
    expect(await screen.findByText('2 bidang keahlian tersimpan.')).toBeTruthy();
  });

  it('refuses more fields than the limit, and none at all, without calling the server', async () => {
    renderAt(<BidangKeahlianPage />, '/bidang-keahlian', undefined, 'kor00');
    await screen.findByRole('heading', { level: 2, name: 'Ilmu Komputer' });
    fireEvent.click(kotak('Sains Data'));
    fireEvent.click(kotak('Manajemen Keuangan'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidang keahlian paling banyak 2.');
    for (const nama of ['Rekayasa Perangkat Lunak', 'Sains Data', 'Manajemen Keuangan']) fireEvent.click(kotak(nama));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pilih paling sedikit satu bidang keahlian.');
    expect(api.postBidangKeahlianDosen).not.toHaveBeenCalled();
  });

  it('shows the server\'s message with a retry when the list cannot be loaded', async () => {
    api.getBidangKeahlianDosen.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Akun Anda tidak terdaftar sebagai dosen.' } }));
    renderAt(<BidangKeahlianPage />, '/bidang-keahlian', undefined, 'kor00');
    expect(await screen.findByText('Akun Anda tidak terdaftar sebagai dosen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
