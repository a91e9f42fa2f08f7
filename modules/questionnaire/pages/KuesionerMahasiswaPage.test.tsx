import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KuesionerMahasiswaPage from './KuesionerMahasiswaPage';
import { INFO, SOAL } from './fixtures';
import { renderAt } from '../test-support';

const api = vi.hoisted(() => ({ getKuesioner: vi.fn(), postKuesioner: vi.fn() }));
vi.mock('../api', () => api);

const kelas = (id: number, nama: string, sudah: boolean) => ({ id_kelas: id, id_mata_kuliah: id + 100, kode_mata_kuliah: `IF${id}`, nama_mata_kuliah: nama, nama_kelas: 'A', nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', sudah_diisi: sudah });

describe('KuesionerMahasiswaPage', () => {
  beforeEach(() => {
    api.getKuesioner.mockReset();
    api.postKuesioner.mockReset();
  });

  it('lists the classes with their status and sends one class\'s answers, each question required', async () => {
    api.getKuesioner.mockResolvedValueOnce({ kuesioner: INFO, soal: SOAL, kelas: [kelas(1, 'Komputasi Awan', false), kelas(2, 'Basis Data', true)], belum_diisi: 1 })
      .mockResolvedValueOnce({ kuesioner: INFO, soal: SOAL, kelas: [kelas(1, 'Komputasi Awan', true), kelas(2, 'Basis Data', true)], belum_diisi: 0 });
    api.postKuesioner.mockResolvedValue({ message: 'Terima kasih, jawaban kuesioner tersimpan.', id_kelas: 1, belum_diisi: 0 });
    renderAt(<KuesionerMahasiswaPage />, '/kuesioner-mahasiswa');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuesioner Evaluasi Dosen' })).toBeTruthy();
    const row = (await screen.findByText('IF1 Komputasi Awan')).closest('tr')!;
    expect(within(row).getByText('Belum diisi')).toBeTruthy();
    expect(within(screen.getByText('IF2 Basis Data').closest('tr')!).getByText('Sudah diisi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Isi Kuesioner Basis Data A' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Isi Kuesioner Komputasi Awan A' }));
    expect(screen.getByRole('heading', { name: 'Kuesioner Komputasi Awan — A' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '1. Dosen menjelaskan materi dengan jelas.' })).getByLabelText('5 Sangat baik'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Semua pertanyaan wajib dijawab (belum dijawab: nomor 2, 3).')).toBeTruthy();
    expect(api.postKuesioner).not.toHaveBeenCalled();

    const groups = screen.getAllByRole('group');
    fireEvent.click(within(groups[1]).getByLabelText('4 Baik'));
    fireEvent.click(within(groups[2]).getByLabelText('3 Cukup'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(api.postKuesioner).toHaveBeenCalledWith({ id_kelas: 1, jawaban: [{ id_soal: 11, nilai: 5 }, { id_soal: 12, nilai: 4 }, { id_soal: 13, nilai: 3 }] }));
    expect(await screen.findByText('Terima kasih, jawaban kuesioner tersimpan.')).toBeTruthy();
    expect(await screen.findByText('Semua kelas sudah Anda nilai. Terima kasih.')).toBeTruthy();
    expect(api.getKuesioner).toHaveBeenCalledTimes(2);
  });

  it('shows the server\'s refusal (409) inside the form', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: INFO, soal: SOAL.slice(0, 1), kelas: [kelas(1, 'Komputasi Awan', false)], belum_diisi: 1 });
    api.postKuesioner.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Kuesioner untuk kelas ini sudah Anda isi.' } }));
    renderAt(<KuesionerMahasiswaPage />, '/kuesioner-mahasiswa');
    fireEvent.click(await screen.findByRole('button', { name: 'Isi Kuesioner Komputasi Awan A' }));
    fireEvent.click(screen.getByLabelText('2 Kurang'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Kuesioner untuk kelas ini sudah Anda isi.')).toBeTruthy();
  });

  it('says so when the active semester has no questionnaire', async () => {
    api.getKuesioner.mockResolvedValue({ kuesioner: null, soal: [], kelas: [], belum_diisi: 0 });
    renderAt(<KuesionerMahasiswaPage />, '/kuesioner-mahasiswa');
    expect(await screen.findByText('Belum ada kuesioner untuk semester aktif.')).toBeTruthy();
  });
});
