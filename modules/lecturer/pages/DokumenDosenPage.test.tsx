import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DokumenKelola, DosenDokumen } from '../schemas-dokumen';
import { renderAt } from '../test-support';
import DokumenDosenPage from './DokumenDosenPage';

const api = vi.hoisted(() => ({
  getDosenDokumen: vi.fn(), getDokumenDosenKelola: vi.fn(), unggahDokumenDosen: vi.fn(), gantiBerkasDokumen: vi.fn(), ubahDokumenDosen: vi.fn(), hapusDokumenDosen: vi.fn(), unduhDokumenKelola: vi.fn(),
}));
vi.mock('../api-dokumen', () => api);
vi.mock('../../master-data/api', () => ({
  getDokumenKategori: vi.fn().mockResolvedValue({ data: [
    { id: 7, kode: 'sk', nama: 'Surat Keputusan (SK)', urutan: 7, untuk: 'dosen' }, { id: 8, kode: 'serdos', nama: 'Sertifikat Pendidik (Serdos)', urutan: 8, untuk: 'dosen' },
  ] }),
}));

const BUDI: DosenDokumen = { id_dosen: 3, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nidn: '0412057801', nip: '197805122005011002', nama_prodi: 'Teknik Informatika', jumlah_dokumen: 2 };
const dok = (o: Partial<DokumenKelola> = {}): DokumenKelola => ({
  id_dokumen_dosen: 11, id_dokumen_kategori: 7, nama_kategori: 'Surat Keputusan (SK)', judul: 'SK Pengangkatan Dosen Tetap', nomor: '045/SK/2005', tanggal: '2005-03-01',
  nama_berkas: 'SK-Pengangkatan.pdf', ukuran: 24_576, versi: 1, diunggah_oleh: 'Administrator', dibuat: '2026-11-20 09:00', diubah_oleh: 'Administrator', diubah: '2026-11-20 09:00', ...o,
});

describe('DokumenDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getDosenDokumen.mockResolvedValue({ data: [BUDI], current_page: 1, per_page: 7, total: 1 });
    api.getDokumenDosenKelola.mockResolvedValue({ dosen: BUDI, data: [
      dok(), dok({ id_dokumen_dosen: 12, id_dokumen_kategori: 8, nama_kategori: 'Sertifikat Pendidik (Serdos)', judul: 'Sertifikat Pendidik', nomor: null, tanggal: null, versi: 3 }),
    ] });
  });

  it('searches lecturers and shows one lecturer\'s documents grouped by category', async () => {
    renderAt(<DokumenDosenPage />, '/dokumen-dosen', { userType: 'adm00' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumen Dosen' })).toBeTruthy();
    await screen.findByText('Dr. Ir. Budi Santoso, M.Kom.');
    fireEvent.change(screen.getByLabelText('Cari nama, NIDN atau NIP'), { target: { value: ' 0412 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(api.getDosenDokumen).toHaveBeenLastCalledWith({ page: 1, per_page: 7, cari: '0412' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kelola dokumen Dr. Ir. Budi Santoso, M.Kom.' }));
    await screen.findByRole('heading', { name: 'Dokumen Dr. Ir. Budi Santoso, M.Kom.' });
    const sk = screen.getByRole('region', { name: 'Surat Keputusan (SK)' });
    expect(within(sk).getByRole('row', { name: /SK Pengangkatan Dosen Tetap 045\/SK\/2005 Selasa, 1 Maret 2005 SK-Pengangkatan\.pdf \(24 KB\)/ })).toBeTruthy();
    expect(within(sk).getAllByText('Jumat, 20 November 2026, 09.00 WIB oleh Administrator')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Sertifikat Pendidik (Serdos)' })).getByText('Sertifikat Pendidik')).toBeTruthy();
    fireEvent.click(within(sk).getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(api.unduhDokumenKelola).toHaveBeenCalledWith(expect.objectContaining({ id_dokumen_dosen: 11 })));
  });

  it('uploads with category, title, number, date and file, then reloads', async () => {
    api.unggahDokumenDosen.mockResolvedValue({ message: 'Dokumen "SK Lektor" berhasil diunggah.', id_dokumen_dosen: 13, versi: 1 });
    const { container } = renderAt(<DokumenDosenPage />, '/dokumen-dosen', { userType: 'adm00' });
    fireEvent.click(await screen.findByRole('button', { name: 'Kelola dokumen Dr. Ir. Budi Santoso, M.Kom.' }));
    await screen.findByRole('option', { name: 'Sertifikat Pendidik (Serdos)' });
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Judul'), { target: { value: 'SK Lektor' } });
    fireEvent.change(screen.getByLabelText('Nomor'), { target: { value: '12/SK/2024' } });
    fireEvent.change(screen.getByLabelText('Tanggal dokumen'), { target: { value: '2024-03-01' } });
    const file = new File(['%PDF-1.4'], 'sk-lektor.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('#dok-berkas')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Unggah' }));
    await waitFor(() => expect(api.unggahDokumenDosen).toHaveBeenCalledWith(3, { id_dokumen_kategori: '7', judul: 'SK Lektor', nomor: '12/SK/2024', tanggal: '2024-03-01' }, file));
    await waitFor(() => expect(api.getDokumenDosenKelola).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Judul') as HTMLInputElement).value).toBe('');
  });

  it('edits a document\'s data in a dialog prefilled with the version shown; a refusal keeps the dialog open', async () => {
    api.ubahDokumenDosen.mockRejectedValueOnce(new Error('Judul dokumen harus 3-200 karakter.'))
      .mockResolvedValueOnce({ message: 'Data dokumen "Sertifikat Pendidik 2020" berhasil diubah.', id_dokumen_dosen: 12, versi: 4 });
    renderAt(<DokumenDosenPage />, '/dokumen-dosen', { userType: 'adm00' });
    fireEvent.click(await screen.findByRole('button', { name: 'Kelola dokumen Dr. Ir. Budi Santoso, M.Kom.' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah data Sertifikat Pendidik' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ubah Data Dokumen' });
    await within(dialog).findByRole('option', { name: 'Sertifikat Pendidik (Serdos)' });
    expect((within(dialog).getByLabelText('Kategori') as HTMLSelectElement).value).toBe('8');
    expect((within(dialog).getByLabelText('Judul') as HTMLInputElement).value).toBe('Sertifikat Pendidik');
    fireEvent.change(within(dialog).getByLabelText('Judul'), { target: { value: 'SP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.ubahDokumenDosen).toHaveBeenCalledTimes(1));
    dialog = await screen.findByRole('dialog', { name: 'Ubah Data Dokumen' });
    fireEvent.change(within(dialog).getByLabelText('Judul'), { target: { value: 'Sertifikat Pendidik 2020' } });
    fireEvent.change(within(dialog).getByLabelText('Nomor'), { target: { value: '12/SERDOS/2020' } });
    fireEvent.change(within(dialog).getByLabelText('Tanggal dokumen'), { target: { value: '2020-11-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.ubahDokumenDosen).toHaveBeenLastCalledWith(expect.objectContaining({ id_dokumen_dosen: 12, versi: 3 }),
      { id_dokumen_kategori: '8', judul: 'Sertifikat Pendidik 2020', nomor: '12/SERDOS/2020', tanggal: '2020-11-02' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.getDokumenDosenKelola).toHaveBeenCalledTimes(3));
  });

  it('replaces a file with the version shown and deletes after confirming', async () => {
    api.gantiBerkasDokumen.mockResolvedValue({ message: 'Berkas dokumen "Sertifikat Pendidik" berhasil diganti.', id_dokumen_dosen: 12, versi: 4 });
    api.hapusDokumenDosen.mockResolvedValue({ message: 'Dokumen "SK Pengangkatan Dosen Tetap" beserta berkasnya telah dihapus.' });
    renderAt(<DokumenDosenPage />, '/dokumen-dosen', { userType: 'adm00' });
    fireEvent.click(await screen.findByRole('button', { name: 'Kelola dokumen Dr. Ir. Budi Santoso, M.Kom.' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti berkas Sertifikat Pendidik' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['%PDF-1.4'], 'serdos-baru.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Berkas'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.gantiBerkasDokumen).toHaveBeenCalledWith(expect.objectContaining({ id_dokumen_dosen: 12, versi: 3 }), file));
    await waitFor(() => expect(api.getDokumenDosenKelola).toHaveBeenCalledTimes(2));

    fireEvent.click(await screen.findByRole('button', { name: 'Hapus SK Pengangkatan Dosen Tetap' }));
    const konfirmasi = await screen.findByRole('alertdialog');
    expect(within(konfirmasi).getByText(/Hapus dokumen "SK Pengangkatan Dosen Tetap" milik Dr\. Ir\. Budi Santoso, M\.Kom\.\?/)).toBeTruthy();
    fireEvent.click(within(konfirmasi).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.hapusDokumenDosen).toHaveBeenCalledWith(expect.objectContaining({ id_dokumen_dosen: 11, versi: 1 })));
    await waitFor(() => expect(api.getDokumenDosenKelola).toHaveBeenCalledTimes(3));
  });
});
