import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { dijawab, halamanProyek, proyek } from './fixtures-proyek';
import PenugasanProyekPage from './PenugasanProyekPage';

const api = vi.hoisted(() => ({
  getPenugasanProyek: vi.fn(), getDosenProyek: vi.fn(), ajukanPenugasanProyek: vi.fn(), setujuiPenugasanProyek: vi.fn(),
  kirimJawabanProyek: vi.fn(), validasiJawabanProyek: vi.fn(), unduhBerkasProyek: vi.fn(), ubahAjuanProyek: vi.fn(), tarikAjuanProyek: vi.fn(),
}));
vi.mock('../api-proyek', () => api);

const DIKEMBALIKAN = dijawab('dikembalikan', { catatan_validasi: 'Lampirkan data per minggu.' });
const DITARIK = proyek({ id_ajuan_penugasan_proyek: 14, judul: 'Laporan Pembanding Kurikulum', status: 'ditarik', ditarik_oleh: 'Rina Marlina, S.Kom.',
  alasan_penarikan: 'Studi banding dibatalkan fakultas.' });
const DITOLAK = proyek({ id_ajuan_penugasan_proyek: 13, judul: 'Reviewer Proposal Hibah', status: 'ditolak', alasan_penolakan: 'Bertepatan dengan tugas asesor.' });

describe('PenugasanProyekPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getPenugasanProyek.mockResolvedValue(halamanProyek([proyek({ versi: 2 }), DIKEMBALIKAN, DITOLAK, DITARIK]));
    api.unduhBerkasProyek.mockResolvedValue(undefined);
  });

  it('lists the assignments with stage, notes, downloads and only the actions each stage allows', async () => {
    renderAt(<PenugasanProyekPage />, '/penugasan-proyek');
    expect(screen.getByRole('heading', { level: 1, name: 'Penugasan Proyek' })).toBeTruthy();
    const baru = await screen.findByRole('row', { name: /Penyusunan Modul Praktikum Basis Data/ });
    expect(api.getPenugasanProyek).toHaveBeenCalledWith({ page: 1, per_page: 7 });
    expect(within(baru).getByText('Menunggu persetujuan dosen')).toBeTruthy();
    expect(within(baru).getByText('Selasa, 15 Desember 2026')).toBeTruthy();
    expect(within(baru).getByText('Diberikan oleh Dr. Lestari Wulandari, M.Kom. pada Jumat, 20 November 2026, 09.00 WIB')).toBeTruthy();
    expect(within(baru).getByRole('button', { name: 'Tanggapi Penyusunan Modul Praktikum Basis Data' })).toBeTruthy();
    expect(within(baru).queryByRole('button', { name: /^Kirim/ })).toBeNull();
    fireEvent.click(within(baru).getByRole('button', { name: 'Dokumen Tugas' }));
    await waitFor(() => expect(api.unduhBerkasProyek).toHaveBeenCalledWith(expect.objectContaining({ id_ajuan_penugasan_proyek: 11 }), 'soal'));

    const kembali = screen.getByRole('row', { name: /Analisis Beban Server/ });
    expect(within(kembali).getByText('Jawaban dikembalikan')).toBeTruthy();
    expect(within(kembali).getByText('Catatan program studi: Lampirkan data per minggu.')).toBeTruthy();
    expect(within(kembali).getByRole('button', { name: 'Kirim Ulang Analisis Beban Server Portal Akademik' })).toBeTruthy();
    fireEvent.click(within(kembali).getByRole('button', { name: 'Jawaban v2' }));
    await waitFor(() => expect(api.unduhBerkasProyek).toHaveBeenCalledWith(expect.objectContaining({ id_penugasan_proyek: 5 }), 'jawaban'));

    const tolak = screen.getByRole('row', { name: /Reviewer Proposal Hibah/ });
    expect(within(tolak).getByText('Alasan penolakan: Bertepatan dengan tugas asesor.')).toBeTruthy();
    expect(within(tolak).queryByRole('button', { name: /^(Tanggapi|Kirim)/ })).toBeNull();

    // A request the programme withdrew: who and why, nothing to answer.
    const tarik = screen.getByRole('row', { name: /Laporan Pembanding Kurikulum/ });
    expect(within(tarik).getByText('Ditarik program studi')).toBeTruthy();
    expect(within(tarik).getByText('Ditarik oleh Rina Marlina, S.Kom.: Studi banding dibatalkan fakultas.')).toBeTruthy();
    expect(within(tarik).queryByRole('button', { name: /^(Tanggapi|Kirim)/ })).toBeNull();
  });

  it('approves in the dialog; a decline waits for its reason; the list reloads', async () => {
    api.setujuiPenugasanProyek.mockResolvedValue({ message: 'Ajuan penugasan proyek ditolak.', id_ajuan_penugasan_proyek: 11, id_penugasan_proyek: null, status: 'ditolak' });
    renderAt(<PenugasanProyekPage />, '/penugasan-proyek');
    fireEvent.click(await screen.findByRole('button', { name: 'Tanggapi Penyusunan Modul Praktikum Basis Data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tanggapi Ajuan Penugasan')).toBeTruthy();
    const tolak = within(dialog).getByRole('button', { name: 'Tolak' }) as HTMLButtonElement;
    expect(tolak.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan'), { target: { value: 'Sedang cuti di luar kota.' } });
    expect(tolak.disabled).toBe(false);
    fireEvent.click(tolak);
    await waitFor(() => expect(api.setujuiPenugasanProyek).toHaveBeenCalledWith(11, { setuju: false, versi: 2, alasan: 'Sedang cuti di luar kota.' }));
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an answer with its file and note', async () => {
    api.kirimJawabanProyek.mockResolvedValue({ message: 'Jawaban versi 3 terkirim dan menunggu validasi program studi.', id_ajuan_penugasan_proyek: 12, id_penugasan_proyek: 5, status: 'jawaban_dikirim' });
    renderAt(<PenugasanProyekPage />, '/penugasan-proyek');
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim Ulang Analisis Beban Server Portal Akademik' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Catatan program studi: Lampirkan data per minggu.')).toBeTruthy();
    expect(within(dialog).getByText('PDF, DOCX, XLSX, PPTX, ZIP, maksimal 20 MB.')).toBeTruthy();
    const kirim = within(dialog).getByRole('button', { name: 'Kirim' }) as HTMLButtonElement;
    expect(kirim.disabled).toBe(true);
    const file = new File(['%PDF-1.4'], 'laporan-v3.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Berkas jawaban'), { target: { files: [file] } });
    fireEvent.change(within(dialog).getByLabelText('Keterangan untuk program studi'), { target: { value: 'Data per minggu sudah dilampirkan.' } });
    fireEvent.click(kirim);
    await waitFor(() => expect(api.kirimJawabanProyek).toHaveBeenCalledWith(5, file, 'Data per minggu sudah dilampirkan.'));
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenCalledTimes(2));
  });

  it('filters by stage and searches; shows every step in the history', async () => {
    renderAt(<PenugasanProyekPage />, '/penugasan-proyek');
    await screen.findByRole('row', { name: /Analisis Beban Server/ });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'dikembalikan' } });
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ page: 1, per_page: 7, status: 'dikembalikan' }));
    fireEvent.change(screen.getByLabelText('Judul proyek'), { target: { value: 'server' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ page: 1, per_page: 7, status: 'dikembalikan', cari: 'server' }));
    fireEvent.click(screen.getByRole('button', { name: 'Riwayat Analisis Beban Server Portal Akademik' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Jawaban versi 1 dikirim')).toBeTruthy();
    expect(within(dialog).getByText('Jawaban versi 2 dikirim')).toBeTruthy();
    expect(within(dialog).getByText('Sudah dengan grafik per jam.')).toBeTruthy();
    expect(within(dialog).getByText('Rina Marlina, S.Kom. · Jumat, 20 November 2026, 09.00 WIB')).toBeTruthy();
  });
});
