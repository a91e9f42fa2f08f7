import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import KelolaKuesionerDetailPage from './KelolaKuesionerDetailPage';
import { DETAIL_DRAF, SOAL } from './fixtures';

const api = vi.hoisted(() => ({ getKelolaDetail: vi.fn(), putKelola: vi.fn(), postKelolaAksi: vi.fn(), deleteKelola: vi.fn() }));
vi.mock('../api-kelola', () => api);

const page = () => renderAt(<Route path="/kelola-kuesioner/:id_kuesioner"><KelolaKuesionerDetailPage /></Route>, '/kelola-kuesioner/9');
const TERBIT = { ...DETAIL_DRAF, status: 'terbit' as const, versi: 3, jumlah_lembar: 2, riwayat: [...DETAIL_DRAF.riwayat, { dari: 'draf' as const, ke: 'terbit' as const, nama_user: 'Administrator', waktu: '2026-11-26T10:00:00' }] };

describe('KelolaKuesionerDetailPage', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.getKelolaDetail.mockResolvedValue(DETAIL_DRAF);
  });

  it('edits a draft: moves, edits, removes and adds questions, then saves the list whole with the loaded version', async () => {
    api.putKelola.mockResolvedValue({ message: 'Kuesioner "Kuesioner Dosen 2025/2026 Pendek" tersimpan.', data: { ...DETAIL_DRAF, versi: 2 } });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuesioner Dosen 2025/2026 Pendek' })).toBeTruthy();
    expect(api.getKelolaDetail).toHaveBeenCalledWith(9);
    expect(screen.getByText('Dibuat sebagai Draf · Kamis, 26 November 2026 09.05 WIB · oleh Administrator')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turunkan soal 1' }));
    fireEvent.change(screen.getByLabelText('Pertanyaan soal 1'), { target: { value: 'Dosen menguasai materi dengan baik.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus soal 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Soal' }));
    fireEvent.change(screen.getByLabelText('Kategori soal 3'), { target: { value: 'Umum' } });
    fireEvent.change(screen.getByLabelText('Pertanyaan soal 3'), { target: { value: 'Kelas ini bermanfaat.' } });
    // Unsaved changes are not published.
    expect((screen.getByRole('button', { name: 'Terbitkan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.putKelola).toHaveBeenCalledWith(9, {
      versi: 1, judul: 'Kuesioner Dosen 2025/2026 Pendek', petunjuk: 'Berilah nilai 1 sampai 5.',
      soal: [
        { id_soal: 12, tipe: 'likert', kategori: 'Profesional', pertanyaan: 'Dosen menguasai materi dengan baik.' },
        { id_soal: 11, tipe: 'likert', kategori: SOAL[0].kategori, pertanyaan: SOAL[0].pertanyaan },
        { tipe: 'likert', kategori: 'Umum', pertanyaan: 'Kelas ini bermanfaat.' },
      ],
    }));
    expect(await screen.findByText('Kuesioner "Kuesioner Dosen 2025/2026 Pendek" tersimpan.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Terbitkan' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('publishes: the page shows the published, read-only questionnaire, the message and the history', async () => {
    api.postKelolaAksi.mockResolvedValue({ message: 'Kuesioner "Kuesioner Dosen 2025/2026 Pendek" diterbitkan. 12 dosen pengajar semester ini diminta mengisinya.', data: { ...TERBIT, jumlah_lembar: 0 } });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Terbitkan' }));
    await waitFor(() => expect(api.postKelolaAksi).toHaveBeenCalledWith(9, 'terbitkan'));
    expect(await screen.findByText(/diminta mengisinya\.$/)).toBeTruthy();
    expect(screen.getByText(/^Kuesioner ini tidak lagi berstatus draf/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jadikan Draf' })).toBeTruthy();
    expect(screen.getByText(/^Draf → Terbit · /)).toBeTruthy();
  });

  it('a filled questionnaire offers no way back to a draft; a refused transition shows the message and reloads', async () => {
    api.getKelolaDetail.mockResolvedValue(TERBIT);
    api.postKelolaAksi.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Kuesioner berstatus Ditutup tidak dapat ditutup.' } }));
    page();
    expect(await screen.findByText('2 lembar jawaban')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jadikan Draf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Draf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(await screen.findByText('Kuesioner berstatus Ditutup tidak dapat ditutup.')).toBeTruthy();
    await waitFor(() => expect(api.getKelolaDetail).toHaveBeenCalledTimes(2));
  });

  it('deletes a draft after confirmation', async () => {
    api.deleteKelola.mockResolvedValue({ message: 'Draf dihapus.' });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Draf' }));
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Hapus Draf' }));
    await waitFor(() => expect(api.deleteKelola).toHaveBeenCalledWith(9));
  });
});
