import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import { DISETUJUI, DITOLAK, halaman, MENUNGGU, SESI } from './fixtures-kegiatan';
import KegiatanDosenPage from './KegiatanDosenPage';

const api = vi.hoisted(() => ({ getKegiatan: vi.fn(), postKegiatan: vi.fn(), batalkanKegiatan: vi.fn() }));
vi.mock('../api', () => api);
vi.mock('../../master-data/api', () => ({ getSesiKegiatan: vi.fn().mockResolvedValue(SESI) }));

const baris = (judul: string) => screen.getByRole('row', { name: new RegExp(judul) });

describe('KegiatanDosenPage', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.getKegiatan.mockResolvedValue(halaman([MENUNGGU, DITOLAK, DISETUJUI]));
  });

  it('lists the lecturer\'s activities with date, session, type, status and the refusal\'s reason; only waiting ones can be cancelled', async () => {
    renderAt(<KegiatanDosenPage />, '/kegiatan-dosen');
    expect(screen.getByRole('heading', { level: 1, name: 'Kegiatan Dosen' })).toBeTruthy();
    const menunggu = await screen.findByRole('row', { name: /Pelatihan Literasi Digital/ });
    expect(within(menunggu).getByText('Senin, 23 November 2026')).toBeTruthy();
    expect(within(menunggu).getByText('Sesi 1 · 07.30–10.00 WIB')).toBeTruthy();
    expect(within(menunggu).getByText('Pengabdian kepada Masyarakat · Balai Desa Cibiru Wetan')).toBeTruthy();
    expect(within(menunggu).getByText('Menunggu validasi prodi')).toBeTruthy();
    expect(within(menunggu).getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/kegiatan-dosen/11');
    expect(within(menunggu).getByRole('button', { name: 'Batalkan' })).toBeTruthy();
    expect(within(baris('Pendampingan Website UMKM')).getByText('Surat tugas dari LPPM belum dilampirkan.')).toBeTruthy();
    expect(within(baris('Pendampingan Website UMKM')).queryByRole('button', { name: 'Batalkan' })).toBeNull();
    expect(within(baris('Panitia PMB')).getByText('Disetujui')).toBeTruthy();
  });

  it('checks the form before sending, then submits the fields with the proof and reloads the list', async () => {
    api.postKegiatan.mockResolvedValue({ message: 'Kegiatan berhasil diajukan dan menunggu validasi program studi.', id_kegiatan_dosen: 20, status: 'diajukan' });
    renderAt(<KegiatanDosenPage />, '/kegiatan-dosen');
    await screen.findByRole('option', { name: 'Sesi 2 (10.10–12.40 WIB)' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(await screen.findByText('Lengkapi jenis, tanggal dan sesi kegiatan.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jenis kegiatan'), { target: { value: 'penelitian' } });
    fireEvent.change(screen.getByLabelText('Tanggal'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Sesi'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Judul kegiatan'), { target: { value: 'Pemakalah Seminar Nasional' } });
    fireEvent.change(screen.getByLabelText('Tempat'), { target: { value: 'Universitas Padjadjaran' } });
    fireEvent.change(screen.getByLabelText('Uraian kegiatan'), { target: { value: 'Mempresentasikan makalah arsitektur layanan mikro.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(await screen.findByText('Unggah berkas bukti kegiatan (PDF, PNG atau JPEG).')).toBeTruthy();
    expect(api.postKegiatan).not.toHaveBeenCalled();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'sertifikat.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Berkas bukti'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(await screen.findByText('Kegiatan berhasil diajukan dan menunggu validasi program studi.')).toBeTruthy();
    expect(api.postKegiatan).toHaveBeenCalledWith({
      jenis: 'penelitian', judul: 'Pemakalah Seminar Nasional', tanggal: '2026-11-20', id_sesi_kegiatan: 2, tempat: 'Universitas Padjadjaran',
      deskripsi: 'Mempresentasikan makalah arsitektur layanan mikro.',
    }, file);
    await waitFor(() => expect(api.getKegiatan).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Judul kegiatan') as HTMLInputElement).value).toBe('');
  });

  it('shows the server\'s refusal of a submission and keeps what was typed', async () => {
    api.postKegiatan.mockRejectedValue(Object.assign(new Error('409'), { data: { message: 'Anda sudah mengajukan kegiatan lain pada tanggal dan sesi yang sama.' } }));
    renderAt(<KegiatanDosenPage />, '/kegiatan-dosen');
    await screen.findByRole('option', { name: 'Sesi 1 (07.30–10.00 WIB)' });
    fireEvent.change(screen.getByLabelText('Jenis kegiatan'), { target: { value: 'penunjang' } });
    fireEvent.change(screen.getByLabelText('Tanggal'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Sesi'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Judul kegiatan'), { target: { value: 'Juri Lomba Karya Tulis' } });
    fireEvent.change(screen.getByLabelText('Tempat'), { target: { value: 'SMA Negeri 3' } });
    fireEvent.change(screen.getByLabelText('Uraian kegiatan'), { target: { value: 'Menilai naskah finalis lomba.' } });
    fireEvent.change(screen.getByLabelText('Berkas bukti'), { target: { files: [new File(['x'], 'a.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(await screen.findByText('Anda sudah mengajukan kegiatan lain pada tanggal dan sesi yang sama.')).toBeTruthy();
    expect((screen.getByLabelText('Judul kegiatan') as HTMLInputElement).value).toBe('Juri Lomba Karya Tulis');
    expect(api.getKegiatan).toHaveBeenCalledTimes(1);
  });

  it('cancels a waiting activity and reloads', async () => {
    api.batalkanKegiatan.mockResolvedValue({ message: 'Pengajuan kegiatan dibatalkan.', id_kegiatan_dosen: 11, status: 'dibatalkan' });
    renderAt(<KegiatanDosenPage />, '/kegiatan-dosen');
    fireEvent.click(within(await screen.findByRole('row', { name: /Pelatihan Literasi Digital/ })).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Pengajuan kegiatan dibatalkan.')).toBeTruthy();
    expect(api.batalkanKegiatan).toHaveBeenCalledWith(11);
    await waitFor(() => expect(api.getKegiatan).toHaveBeenCalledTimes(2));
  });
});
