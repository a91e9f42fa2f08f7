import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../../core/client/test-support/layar-sempit';
import { renderPage } from '../../../../core/client/test-support/render-page';
import catalogue from '../../../../locales/id/attendance.json';
import type { MahasiswaPertemuanResponse } from '../../schemas';
import { DaftarHadir } from './DaftarHadir';

const api = vi.hoisted(() => ({ getMahasiswaPertemuan: vi.fn(), updateKehadiran: vi.fn(), updateKehadiranSekaligus: vi.fn() }));
vi.mock('../../api', () => api);

const UID = '0b7c3f0e-5a1d-4c8e-9f2b-1d2e3f4a5b6c';
const DAFTAR: MahasiswaPertemuanResponse = {
  data: [
    { id_mahasiswa: 1, nim: '2023552010002', nama_mahasiswa: 'Yuni Nurhaliza', status: 'hadir', via: 'qr', waktu: '2026-11-26T01:05:00Z' },
    { id_mahasiswa: 2, nim: '2023552010003', nama_mahasiswa: 'Rudi Hartono', status: null, via: null, waktu: null },
  ],
  ringkasan: { total: 2, hadir: 1, izin: 0, sakit: 0, alpa: 0, belum: 1 },
};
const render = (terlaksana: boolean) => renderPage(<DaftarHadir uid={UID} terbuka={false} terlaksana={terlaksana} />, { namespace: 'attendance', catalogue });

describe('DaftarHadir: a meeting\'s students and their attendance', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.getMahasiswaPertemuan.mockResolvedValue(DAFTAR);
  });

  it('shows each student\'s status, how it was recorded and when; a held meeting lets the lecturer correct one', async () => {
    api.updateKehadiran.mockResolvedValue({ message: 'Kehadiran Rudi Hartono: Izin.' });
    render(true);
    const yuni = await screen.findByRole('row', { name: /^2023552010002 Yuni Nurhaliza Hadir \(QR\) 08\.05 WIB/ });
    expect(yuni).toBeTruthy();
    expect(screen.getByText('Hadir 1 dari 2 mahasiswa · izin 0 · sakit 0 · alpa 0 · belum 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ubah kehadiran Rudi Hartono' }), { target: { value: 'izin' } });
    await waitFor(() => expect(api.updateKehadiran).toHaveBeenCalledWith({ uid: UID, id_mahasiswa: 2, status: 'izin' }));
    await waitFor(() => expect(api.getMahasiswaPertemuan).toHaveBeenCalledTimes(2));
  });

  it('offers no correction before the meeting is held', async () => {
    render(false);
    await screen.findByRole('row', { name: /Rudi Hartono/ });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('on a phone gives each student a card with the status and the correction', async () => {
    await diLayarSempit(async () => {
      api.updateKehadiran.mockResolvedValue({ message: 'Kehadiran Rudi Hartono: Sakit.' });
      render(true);
      const kartu = await kartuDaftar('Daftar hadir mahasiswa');
      expect(within(kartu[0]).getByText('08.05 WIB')).toBeTruthy();
      fireEvent.change(within(kartu[1]).getByRole('combobox', { name: 'Ubah kehadiran Rudi Hartono' }), { target: { value: 'sakit' } });
      await waitFor(() => expect(api.updateKehadiran).toHaveBeenCalledWith({ uid: UID, id_mahasiswa: 2, status: 'sakit' }));
    });
  });
});
