import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import KelolaKuesionerPage from './KelolaKuesionerPage';
import { DAFTAR_KELOLA, DETAIL_DRAF } from './fixtures';

const api = vi.hoisted(() => ({ getKelola: vi.fn(), postKelola: vi.fn() }));
vi.mock('../api-kelola', () => api);

describe('KelolaKuesionerPage', () => {
  beforeEach(() => {
    api.getKelola.mockReset().mockResolvedValue(DAFTAR_KELOLA);
    api.postKelola.mockReset();
  });

  it('lists every questionnaire with its semester, kind, state and counts', async () => {
    renderAt(<KelolaKuesionerPage />, '/kelola-kuesioner');
    expect(screen.getByRole('heading', { level: 1, name: 'Kelola Kuesioner' })).toBeTruthy();
    const row = within((await screen.findByText('Evaluasi Dosen oleh Mahasiswa (EDOM) 2026/2027 Ganjil')).closest('tr')!);
    expect(row.getByText('Terbit')).toBeTruthy();
    expect(row.getByText('Aktif')).toBeTruthy();
    expect(row.getAllByRole('cell').map((c) => c.textContent).slice(1, 6)).toEqual(['Mahasiswa', 'Evaluasi Dosen oleh Mahasiswa (EDOM) 2026/2027 Ganjil', 'Terbit', '8', '240']);
    expect(within(screen.getByText('Kuesioner Dosen 2025/2026 Genap').closest('tr')!).getByText('Ditutup')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Buka Evaluasi Dosen oleh Mahasiswa (EDOM) 2026/2027 Ganjil' }).getAttribute('href')).toBe('/kelola-kuesioner/1');
  });

  it('creates a draft copying the latest questionnaire of the chosen kind', async () => {
    api.postKelola.mockResolvedValue({ message: 'Draf dibuat.', data: DETAIL_DRAF });
    renderAt(<KelolaKuesionerPage />, '/kelola-kuesioner');
    await screen.findByText('Kuesioner Dosen 2025/2026 Genap');
    fireEvent.click(screen.getByRole('button', { name: 'Buat Kuesioner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Kuesioner' });
    fireEvent.change(within(dialog).getByLabelText('Semester'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Jenis kuesioner'), { target: { value: 'dosen' } });
    expect((within(dialog).getByLabelText('Salin soal dari') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText('Salin soal dari'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buat Kuesioner' }));
    await waitFor(() => expect(api.postKelola).toHaveBeenCalledWith({ id_semester_registrasi: 12, jenis: 'dosen', salin_dari: 4 }));
  });

  it('shows the server\'s refusal in the dialog', async () => {
    api.postKelola.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Kuesioner Mahasiswa untuk semester 2026/2027 Ganjil sudah ada.' } }));
    renderAt(<KelolaKuesionerPage />, '/kelola-kuesioner');
    await screen.findByText('Kuesioner Dosen 2025/2026 Genap');
    fireEvent.click(screen.getByRole('button', { name: 'Buat Kuesioner' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Salin soal dari'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buat Kuesioner' }));
    expect(await within(dialog).findByText('Kuesioner Mahasiswa untuk semester 2026/2027 Ganjil sudah ada.')).toBeTruthy();
    expect(api.postKelola).toHaveBeenCalledWith({ id_semester_registrasi: 13, jenis: 'mahasiswa' });
  });
});
