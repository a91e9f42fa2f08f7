import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diLayarSempit, kartuDaftar } from '../../../core/client/test-support/layar-sempit';
import { renderAt } from '../test-support';
import { WAKTU } from './fixtures';
import WaktuMengajarPage from './WaktuMengajarPage';

const api = vi.hoisted(() => ({ getWaktuMengajarDosen: vi.fn(), patchWaktuMengajarDosen: vi.fn() }));
vi.mock('../api', () => api);

const isi = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('WaktuMengajarPage', () => {
  beforeEach(() => {
    api.getWaktuMengajarDosen.mockReset().mockResolvedValue(WAKTU);
    api.patchWaktuMengajarDosen.mockReset().mockResolvedValue({ message: '3 rentang waktu mengajar tersimpan.' });
  });

  it('shows the campus limits and the ranges; an added range is saved with the week, sorted by day and time', async () => {
    renderAt(<WaktuMengajarPage />, '/waktu-mengajar', undefined, 'kor00');
    expect(await screen.findByText(/^Hari kuliah Senin–Sabtu, jam 07\.00–21\.00 WIB\. Setiap rentang paling singkat 50 menit/)).toBeTruthy();
    expect(((await screen.findByLabelText('Jam mulai rentang 2')) as HTMLInputElement).value).toBe('08.00');
    expect(screen.getByRole('combobox', { name: 'Hari rentang 2' }).textContent).toBe('Rabu');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Rentang' }));
    fireEvent.pointerDown(screen.getByRole('combobox', { name: 'Hari rentang 3' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('option', { name: 'Selasa' }));
    isi('Jam mulai rentang 3', '13:00');
    isi('Jam selesai rentang 3', '15:30');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.patchWaktuMengajarDosen).toHaveBeenCalledWith({ waktu: [
      { hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 2, jam_mulai: '13:00', jam_selesai: '15:30' }, { hari: 3, jam_mulai: '08:00', jam_selesai: '15:00' },
    ] }));
    expect(await screen.findByText('3 rentang waktu mengajar tersimpan.')).toBeTruthy();
  });

  it('on a phone gives each range a card with its fields and its delete button', async () => {
    await diLayarSempit(async () => {
      renderAt(<WaktuMengajarPage />, '/waktu-mengajar', undefined, 'kor00');
      const kartu = await kartuDaftar('Waktu Mengajar');
      expect(kartu).toHaveLength(WAKTU.data.length);
      expect(within(kartu[1]).getByRole('combobox', { name: 'Hari rentang 2' }).textContent).toBe('Rabu');
      expect((within(kartu[1]).getByLabelText('Jam mulai rentang 2') as HTMLInputElement).value).toBe('08.00');
      fireEvent.click(within(kartu[0]).getByRole('button', { name: 'Hapus rentang 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(api.patchWaktuMengajarDosen).toHaveBeenCalledWith({ waktu: [{ hari: 3, jam_mulai: '08:00', jam_selesai: '15:00' }] }));
    });
  });

  it('lists every range the server refuses', async () => {
    api.patchWaktuMengajarDosen.mockRejectedValue(Object.assign(new Error('400'), { data: { message: 'x', errors: { waktu: [
      'Senin 08.00–12.00 WIB bertumpang tindih dengan 10.00–11.00 WIB pada hari yang sama.', 'Rabu 08.00–15.00 WIB: di luar jam kuliah kampus (07.00–21.00 WIB).',
    ] } } }));
    renderAt(<WaktuMengajarPage />, '/waktu-mengajar', undefined, 'kor00');
    await screen.findByLabelText('Jam mulai rentang 1');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('bertumpang tindih dengan 10.00–11.00 WIB');
    expect(alert.textContent).toContain('di luar jam kuliah kampus');
  });

  it('checks empty times and an empty week before calling the server', async () => {
    renderAt(<WaktuMengajarPage />, '/waktu-mengajar', undefined, 'kor00');
    await screen.findByLabelText('Jam mulai rentang 1');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Rentang' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Isi jam mulai dan jam selesai setiap rentang.');
    for (const no of [3, 2, 1]) fireEvent.click(screen.getByRole('button', { name: `Hapus rentang ${no}` }));
    expect(screen.getByText('Belum ada waktu mengajar. Tambahkan paling sedikit satu rentang waktu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Isi paling sedikit satu rentang waktu mengajar.');
    expect(api.patchWaktuMengajarDosen).not.toHaveBeenCalled();
  });
});
