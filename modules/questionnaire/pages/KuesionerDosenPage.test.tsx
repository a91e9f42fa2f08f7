import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KuesionerDosenPage from './KuesionerDosenPage';
import { INFO, SOAL } from './fixtures';
import { renderAt } from '../test-support';

const api = vi.hoisted(() => ({ getKuesionerDosen: vi.fn(), postKuesionerDosen: vi.fn() }));
vi.mock('../api', () => api);

const DOSEN = { ...INFO, jenis: 'dosen' as const, judul: 'Kuesioner Dosen 2025/2026 Ganjil' };

describe('KuesionerDosenPage', () => {
  beforeEach(() => {
    api.getKuesionerDosen.mockReset();
    api.postKuesionerDosen.mockReset();
  });

  it('sends every answer, then refreshes the token so the questionnaire dialog ends', async () => {
    const order: string[] = [];
    const refresh = vi.fn(async () => { order.push('refresh'); return true; });
    api.getKuesionerDosen.mockResolvedValueOnce({ kuesioner: DOSEN, soal: SOAL.slice(0, 2), sudah_diisi: false, flags_kuesioner: 0, perlu_refresh_token: false })
      .mockImplementationOnce(async () => { order.push('reload'); return { kuesioner: DOSEN, soal: SOAL.slice(0, 2), sudah_diisi: true, flags_kuesioner: 1, perlu_refresh_token: false }; });
    api.postKuesionerDosen.mockImplementation(async () => { order.push('post'); return { message: 'Terima kasih, jawaban kuesioner dosen tersimpan.', flags_kuesioner: 1, perlu_refresh_token: true }; });
    renderAt(<KuesionerDosenPage />, '/kuesioner-dosen', { refresh });
    expect(screen.getByRole('heading', { level: 1, name: 'Kuesioner Dosen' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kuesioner Dosen 2025/2026 Ganjil' })).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('5 Sangat baik')[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Semua pertanyaan wajib dijawab (belum dijawab: nomor 2).')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('1 Sangat kurang')[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Anda sudah mengisi kuesioner dosen semester ini. Terima kasih.')).toBeTruthy();
    expect(screen.getByText('Terima kasih, jawaban kuesioner dosen tersimpan.')).toBeTruthy();
    expect(api.postKuesionerDosen).toHaveBeenCalledWith({ jawaban: [{ id_soal: 11, nilai: 5 }, { id_soal: 12, nilai: 1 }] });
    expect(order).toEqual(['post', 'refresh', 'reload']);
  });

  it('does not refresh the token when the answers were refused', async () => {
    const refresh = vi.fn();
    api.getKuesionerDosen.mockResolvedValue({ kuesioner: DOSEN, soal: SOAL.slice(0, 1), sudah_diisi: false, flags_kuesioner: 0, perlu_refresh_token: false });
    api.postKuesionerDosen.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Kuesioner dosen semester ini sudah Anda isi.' } }));
    renderAt(<KuesionerDosenPage />, '/kuesioner-dosen', { refresh });
    fireEvent.click(await screen.findByLabelText('4 Baik'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Kuesioner dosen semester ini sudah Anda isi.')).toBeTruthy();
    await waitFor(() => expect(api.postKuesionerDosen).toHaveBeenCalledTimes(1));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes the token when the server cleared a flag with nothing left to answer', async () => {
    const refresh = vi.fn(async () => true);
    api.getKuesionerDosen.mockResolvedValue({ kuesioner: null, soal: [], sudah_diisi: false, flags_kuesioner: 1, perlu_refresh_token: true });
    renderAt(<KuesionerDosenPage />, '/kuesioner-dosen', { refresh });
    expect(await screen.findByText('Belum ada kuesioner dosen untuk semester aktif.')).toBeTruthy();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
