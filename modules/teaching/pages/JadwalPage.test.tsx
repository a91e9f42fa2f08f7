import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { JADWAL } from './fixtures';
import JadwalPage from './JadwalPage';

const api = vi.hoisted(() => ({ getJadwalMengajar: vi.fn() }));
vi.mock('../api', () => api);

describe('JadwalPage', () => {
  beforeEach(() => {
    api.getJadwalMengajar.mockReset();
  });

  it('lists the classes with schedule, students, meetings and grade status; each row links to its grade input', async () => {
    api.getJadwalMengajar.mockResolvedValue(JADWAL);
    renderAt(<JadwalPage />, '/akademik/jadwal');
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Mengajar' })).toBeTruthy();
    const row = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    expect(within(row).getByText('Senin, 08.00–10.30 WIB')).toBeTruthy();
    expect(within(row).getByText('1 / 16')).toBeTruthy();
    expect(within(row).getByText('0 dari 2 dinilai')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Input Nilai' }).getAttribute('href')).toBe('/akademik/jadwal/input-nilai/13/40/501');
    expect(within(row).getByRole('link', { name: 'Bahan Ajar' }).getAttribute('href')).toBe('/akademik/jadwal/bahan-ajar/40');
    expect(within(row).getByRole('link', { name: 'Bukti Mengajar' }).getAttribute('href')).toBe('/akademik/jadwal/bukti-mengajar/40/501/1/13');
    // A class without a weekly meeting carries day 0 in the spec's path.
    expect(within(screen.getByText('Data Mining').closest('tr')!).getByRole('link', { name: 'Bukti Mengajar' }).getAttribute('href')).toBe('/akademik/jadwal/bukti-mengajar/41/502/0/13');
    const lengkap = screen.getByText('Data Mining').closest('tr')!;
    expect(within(lengkap).getByText('Lengkap')).toBeTruthy();
    // A class whose grades the lecturer validated (decision 0020).
    expect(within(screen.getByText('Basis Data').closest('tr')!).getByText('Tervalidasi')).toBeTruthy();
    expect(within(screen.getByText('Basis Data').closest('tr')!).queryByText('Lengkap')).toBeNull();
    expect(screen.getByText('Kelas yang Anda ampu pada 2026/2027 Ganjil')).toBeTruthy();
    expect(screen.getByText(/^Input nilai dibuka /)).toBeTruthy();
  });

  it('links kor00 to its own grade-input path', async () => {
    api.getJadwalMengajar.mockResolvedValue(JADWAL);
    renderAt(<JadwalPage />, '/jadwal-mengajar/jadwal', undefined, 'kor00');
    const row = (await screen.findByText('Komputasi Awan')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Input Nilai' }).getAttribute('href')).toBe('/jadwal-mengajar/input-nilai/13/40/501');
    expect(within(row).getByRole('link', { name: 'Bahan Ajar' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal/bahan-ajar/40');
    expect(within(row).getByRole('link', { name: 'Bukti Mengajar' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal/bukti-mengajar/40/501/1/13');
  });

  it('shows the server\'s message with a retry when the schedule cannot be loaded', async () => {
    api.getJadwalMengajar.mockRejectedValue(Object.assign(new Error('403'), { data: { message: 'Akun Anda tidak terdaftar sebagai dosen.' } }));
    renderAt(<JadwalPage />, '/akademik/jadwal');
    expect(await screen.findByText('Akun Anda tidak terdaftar sebagai dosen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
