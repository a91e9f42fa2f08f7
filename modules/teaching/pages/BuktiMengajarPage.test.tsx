import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-support';
import BuktiMengajarPage from './BuktiMengajarPage';
import { BUKTI } from './fixtures';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';

const api = vi.hoisted(() => ({ getBuktiAjar: vi.fn(), postBuktiAjar: vi.fn() }));
vi.mock('../api', () => api);

const PATTERN = '/akademik/jadwal/bukti-mengajar/:idMataKuliah/:idKelas/:hari/:idSemester';
const PATH = '/akademik/jadwal/bukti-mengajar/40/501/1/13';
const row = (ke: string) => screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(ke))!;

describe('BuktiMengajarPage', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('lists the meetings with their proof; today\'s and past ones have an upload form, future ones not; each links to its detail', async () => {
    api.getBuktiAjar.mockResolvedValue(BUKTI);
    renderAt(<BuktiMengajarPage />, PATH, PATTERN);
    expect(await screen.findByText('IF5101 Komputasi Awan · Kelas A · Senin · 2026/2027 Ganjil')).toBeTruthy();
    expect(api.getBuktiAjar).toHaveBeenCalledWith({ id_mata_kuliah: 40, id_kelas: 501, id_semester: 13 });
    expect(within(row('1')).getByText('Pengantar')).toBeTruthy();
    expect(within(row('1')).getByText('1 berkas')).toBeTruthy();
    expect(within(row('1')).getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/40/501/901/1/13');
    expect(within(row('2')).getByLabelText('Topik/materi pertemuan 2')).toBeTruthy();
    expect(within(row('3')).queryByLabelText('Topik/materi pertemuan 3')).toBeNull();
    expect(within(row('3')).getByText('Belum waktunya')).toBeTruthy();
  });

  it('uploads a file with the topic, shows the server\'s message and reloads; checks topic and file first', async () => {
    api.getBuktiAjar.mockResolvedValue(BUKTI);
    api.postBuktiAjar.mockResolvedValue({ message: 'Bukti mengajar pertemuan 2 tersimpan.', id_bukti_mengajar: 5 });
    renderAt(<BuktiMengajarPage />, PATH, PATTERN);
    await screen.findByLabelText('Topik/materi pertemuan 2');
    const r = row('2');
    fireEvent.click(within(r).getByRole('button', { name: 'Unggah' }));
    expect(await within(r).findByText('Isi topik/materi yang diajarkan (minimal 3 karakter).')).toBeTruthy();
    fireEvent.change(within(r).getByLabelText('Topik/materi pertemuan 2'), { target: { value: 'Virtualisasi' } });
    fireEvent.click(within(r).getByRole('button', { name: 'Unggah' }));
    expect(await within(r).findByText('Pilih berkas foto atau PDF terlebih dahulu.')).toBeTruthy();
    expect(api.postBuktiAjar).not.toHaveBeenCalled();
    const file = new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' });
    fireEvent.change(within(r).getByLabelText('Berkas bukti pertemuan 2'), { target: { files: [file] } });
    fireEvent.click(within(r).getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByText('Bukti mengajar pertemuan 2 tersimpan.')).toBeTruthy();
    expect(api.postBuktiAjar).toHaveBeenCalledWith(902, 'Virtualisasi', file);
    await waitFor(() => expect(api.getBuktiAjar).toHaveBeenCalledTimes(2));
  });

  it('shows the server\'s refusal in the row', async () => {
    api.getBuktiAjar.mockResolvedValue(BUKTI);
    api.postBuktiAjar.mockRejectedValue(Object.assign(new Error('400'), { data: { message: 'Jenis berkas tidak diizinkan. Jenis yang diterima: PDF, PNG, JPEG.' } }));
    renderAt(<BuktiMengajarPage />, PATH, PATTERN);
    await screen.findByLabelText('Topik/materi pertemuan 2');
    const r = row('2');
    fireEvent.change(within(r).getByLabelText('Topik/materi pertemuan 2'), { target: { value: 'Virtualisasi' } });
    fireEvent.change(within(r).getByLabelText('Berkas bukti pertemuan 2'), { target: { files: [new File(['x'], 'a.txt')] } });
    fireEvent.click(within(r).getByRole('button', { name: 'Unggah' }));
    expect(await within(r).findByText('Jenis berkas tidak diizinkan. Jenis yang diterima: PDF, PNG, JPEG.')).toBeTruthy();
    expect(api.getBuktiAjar).toHaveBeenCalledTimes(1);
  });

  it('on a phone\'s width, shows each meeting as a card with its upload form, and uploads from it', async () => {
    await diLayarSempit(async () => {
      api.getBuktiAjar.mockResolvedValue(BUKTI);
      api.postBuktiAjar.mockResolvedValue({ message: 'Bukti mengajar pertemuan 2 tersimpan.', id_bukti_mengajar: 5 });
      renderAt(<BuktiMengajarPage />, PATH, PATTERN);
      const kartu = await kartuDaftar('Bukti Mengajar');
      expect(kartu).toHaveLength(BUKTI.data.length);
      expect(within(kartu[0]).getByText('Pengantar')).toBeTruthy();
      expect(within(kartu[0]).getByRole('link', { name: 'Detail' })).toBeTruthy();
      expect(within(kartu[2]).getByText('Belum waktunya')).toBeTruthy();
      fireEvent.change(within(kartu[1]).getByLabelText('Topik/materi pertemuan 2'), { target: { value: 'Virtualisasi' } });
      const file = new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' });
      fireEvent.change(within(kartu[1]).getByLabelText('Berkas bukti pertemuan 2'), { target: { files: [file] } });
      fireEvent.click(within(kartu[1]).getByRole('button', { name: 'Unggah' }));
      expect(await screen.findByText('Bukti mengajar pertemuan 2 tersimpan.')).toBeTruthy();
      expect(api.postBuktiAjar).toHaveBeenCalledWith(902, 'Virtualisasi', file);
    });
  });

  it('links kor00 to its own detail path', async () => {
    api.getBuktiAjar.mockResolvedValue(BUKTI);
    renderAt(<BuktiMengajarPage />, '/jadwal-mengajar/jadwal/bukti-mengajar/40/501/1/13', '/jadwal-mengajar/jadwal/bukti-mengajar/:idMataKuliah/:idKelas/:hari/:idSemester', 'kor00');
    await screen.findByText('Pengantar');
    expect(within(row('1')).getByRole('link', { name: 'Detail' }).getAttribute('href')).toBe('/jadwal-mengajar/jadwal/bukti-mengajar/detail-bukti-mengajar/40/501/901/1/13');
  });
});
