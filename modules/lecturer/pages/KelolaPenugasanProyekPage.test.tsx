import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { dijawab, halamanProyek, proyek } from './fixtures-proyek';
import KelolaPenugasanProyekPage from './KelolaPenugasanProyekPage';

const api = vi.hoisted(() => ({
  getPenugasanProyek: vi.fn(), getDosenProyek: vi.fn(), ajukanPenugasanProyek: vi.fn(), setujuiPenugasanProyek: vi.fn(),
  kirimJawabanProyek: vi.fn(), validasiJawabanProyek: vi.fn(), unduhBerkasProyek: vi.fn(), ubahAjuanProyek: vi.fn(), tarikAjuanProyek: vi.fn(),
}));
vi.mock('../api-proyek', () => api);

const MENUNGGU = dijawab('jawaban_dikirim', { nama_dosen: 'Hendra Gunawan, M.Kom.', jawaban: { nama: 'laporan.pdf', ukuran: 30720, versi: 2, dikirim_pada: '2026-12-16 08:10', terlambat: true } });

describe('KelolaPenugasanProyekPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getPenugasanProyek.mockResolvedValue(halamanProyek([MENUNGGU, proyek()], 'staf'));
    api.getDosenProyek.mockResolvedValue({ data: [
      { id_dosen: 8, nama_dosen: 'Hendra Gunawan, M.Kom.', nidn: '0401018001', nama_prodi: 'Teknik Informatika' },
      { id_dosen: 9, nama_dosen: 'Siti Aminah, M.T.', nidn: null, nama_prodi: 'Teknik Informatika' },
    ] });
    api.unduhBerkasProyek.mockResolvedValue(undefined);
  });

  it('shows the lecturer of each row; validation is offered only for a waiting answer and a return needs its note', async () => {
    api.validasiJawabanProyek.mockResolvedValue({ message: 'Jawaban dikembalikan kepada dosen untuk diperbaiki.', id_ajuan_penugasan_proyek: 12, id_penugasan_proyek: 5, status: 'dikembalikan' });
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka02' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kelola Penugasan Proyek' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Hendra Gunawan, M\.Kom\. Teknik Informatika/ });
    expect(within(row).getByText('Jawaban menunggu validasi')).toBeTruthy();
    expect(within(row).getByText('Terlambat')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Validasi/ })).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Validasi Analisis Beban Server Portal Akademik' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“Sudah dengan grafik per jam.”')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jawaban v2' }));
    await waitFor(() => expect(api.unduhBerkasProyek).toHaveBeenCalledWith(expect.objectContaining({ id_penugasan_proyek: 5 }), 'jawaban'));
    const kembalikan = within(dialog).getByRole('button', { name: 'Kembalikan' }) as HTMLButtonElement;
    expect(kembalikan.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Catatan validasi'), { target: { value: 'Tambahkan kesimpulan kapasitas.' } });
    fireEvent.click(kembalikan);
    await waitFor(() => expect(api.validasiJawabanProyek).toHaveBeenCalledWith(5, { diterima: false, versi_jawaban: 2, catatan: 'Tambahkan kesimpulan kapasitas.' }));
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenCalledTimes(2));
  });

  it('accepts an answer with the version judged', async () => {
    api.validasiJawabanProyek.mockResolvedValue({ message: 'Jawaban diterima; penugasan proyek selesai.', id_ajuan_penugasan_proyek: 12, id_penugasan_proyek: 5, status: 'selesai' });
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka00' });
    fireEvent.click(await screen.findByRole('button', { name: 'Validasi Analisis Beban Server Portal Akademik' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(api.validasiJawabanProyek).toHaveBeenCalledWith(5, { diterima: true, versi_jawaban: 2 }));
  });

  it('creates a request from the dialog with the lecturer, the task and both files', async () => {
    api.ajukanPenugasanProyek.mockResolvedValue({ message: 'Ajuan penugasan proyek terkirim dan menunggu persetujuan dosen.', id_ajuan_penugasan_proyek: 20, id_penugasan_proyek: null, status: 'diajukan' });
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka02' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Penugasan' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Siti Aminah, M.T. — Teknik Informatika' });
    fireEvent.change(within(dialog).getByLabelText('Dosen'), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Tenggat'), { target: { value: '2026-12-31' } });
    fireEvent.change(within(dialog).getByLabelText('Judul proyek'), { target: { value: 'Penyusunan Panduan Magang' } });
    fireEvent.change(within(dialog).getByLabelText('Uraian tugas'), { target: { value: 'Menyusun panduan magang industri beserta format laporan.' } });
    const lampiran = new File(['%PDF-1.4'], 'surat.pdf', { type: 'application/pdf' });
    const soal = new File(['%PDF-1.4'], 'tor.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Surat tugas / TOR'), { target: { files: [lampiran] } });
    fireEvent.change(within(dialog).getByLabelText('Dokumen tugas'), { target: { files: [soal] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajukan' }));
    await waitFor(() => expect(api.ajukanPenugasanProyek).toHaveBeenCalledWith(
      { id_dosen: '8', tenggat: '2026-12-31', judul: 'Penyusunan Panduan Magang', deskripsi: 'Menyusun panduan magang industri beserta format laporan.' }, lampiran, soal));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.getPenugasanProyek).toHaveBeenLastCalledWith({ page: 1, per_page: 7 });
  });

  it('keeps the dialog open with what was typed when the server refuses', async () => {
    api.ajukanPenugasanProyek.mockRejectedValue(Object.assign(new Error('400'), { data: { message: 'Tenggat paling cepat besok.' } }));
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka02' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Penugasan' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Hendra Gunawan, M.Kom. — Teknik Informatika' });
    fireEvent.change(within(dialog).getByLabelText('Judul proyek'), { target: { value: 'Judul yang ditolak' } });
    fireEvent.submit(within(dialog).getByLabelText('Judul proyek').closest('form')!);
    await waitFor(() => expect(api.ajukanPenugasanProyek).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText('Judul proyek') as HTMLInputElement).value).toBe('Judul yang ditolak');
  });

  it('offers Ubah and Tarik only for a request waiting for the lecturer; an edit sends the version read and the changes', async () => {
    api.ubahAjuanProyek.mockResolvedValue({ message: 'Ajuan penugasan proyek diubah; dosen melihat versi terbaru.', id_ajuan_penugasan_proyek: 11, id_penugasan_proyek: null, status: 'diajukan' });
    api.getPenugasanProyek.mockResolvedValue(halamanProyek([MENUNGGU, proyek({ versi: 3 })], 'staf'));
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka02' });
    const row = await screen.findByRole('row', { name: /Penyusunan Modul Praktikum Basis Data/ });
    expect(screen.getAllByRole('button', { name: /^Ubah / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Tarik / })).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Ubah Penyusunan Modul Praktikum Basis Data' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Judul proyek') as HTMLInputElement).value).toBe('Penyusunan Modul Praktikum Basis Data');
    expect(within(dialog).getByText('Kosongkan bila berkas tidak diganti (sekarang: surat-tugas.pdf).')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Judul proyek'), { target: { value: 'Penyusunan Modul Praktikum Basis Data Lanjut' } });
    fireEvent.change(within(dialog).getByLabelText('Tenggat'), { target: { value: '2026-12-30' } });
    const soal = new File(['%PDF-1.4'], 'tor-revisi.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Dokumen tugas'), { target: { files: [soal] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.ubahAjuanProyek).toHaveBeenCalledWith(11,
      { versi: '3', judul: 'Penyusunan Modul Praktikum Basis Data Lanjut', deskripsi: 'Menyusun modul praktikum delapan pertemuan beserta lembar kerja.', tenggat: '2026-12-30' }, null, soal));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenCalledTimes(2));
  });

  it('a stale edit is refused inside the dialog, which keeps what was typed', async () => {
    api.ubahAjuanProyek.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Ajuan ini baru saja diubah oleh Rina; muat ulang daftar, lalu ulangi perubahan Anda.' } }));
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka02' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Penyusunan Modul Praktikum Basis Data' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Judul proyek'), { target: { value: 'Judul yang terlambat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ajuan ini baru saja diubah oleh Rina; muat ulang daftar, lalu ulangi perubahan Anda.');
    expect((within(dialog).getByLabelText('Judul proyek') as HTMLInputElement).value).toBe('Judul yang terlambat');
    expect(api.getPenugasanProyek).toHaveBeenCalledTimes(1);
  });

  it('withdraws with a reason of 10 or more characters; a refusal stays in the dialog; success reloads the list', async () => {
    api.tarikAjuanProyek.mockRejectedValueOnce(Object.assign(new Error('409'), { data: { message: 'Dosen sudah menanggapi ajuan ini (status: disetujui); ajuan tidak dapat lagi diubah atau ditarik.' } }));
    api.tarikAjuanProyek.mockResolvedValueOnce({ message: 'Ajuan penugasan proyek ditarik.', id_ajuan_penugasan_proyek: 11, id_penugasan_proyek: null, status: 'ditarik' });
    renderAt(<KelolaPenugasanProyekPage />, '/kelola-penugasan-proyek', { userType: 'aka00' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tarik Penyusunan Modul Praktikum Basis Data' }));
    const dialog = await screen.findByRole('dialog');
    const tarik = within(dialog).getByRole('button', { name: 'Tarik Ajuan' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Alasan penarikan'), { target: { value: 'Batal.' } });
    expect(tarik.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Alasan penarikan'), { target: { value: 'Kegiatan dibatalkan fakultas.' } });
    expect(tarik.disabled).toBe(false);
    fireEvent.click(tarik);
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/sudah menanggapi ajuan ini/);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(tarik);
    await waitFor(() => expect(api.tarikAjuanProyek).toHaveBeenLastCalledWith(11, 'Kegiatan dibatalkan fakultas.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.getPenugasanProyek).toHaveBeenCalledTimes(2));
  });
});
