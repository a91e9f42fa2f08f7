import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render-page';
import { IsianJam, IsianTanggal } from './IsianWaktu';

function Formulir({ awal = '', min, max, onKirim }: { awal?: string; min?: string; max?: string; onKirim: (nilai: { tanggal: string; jam: string }) => void }) {
  const [tanggal, setTanggal] = useState(awal);
  const [jam, setJam] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); onKirim({ tanggal, jam }); }}>
      <label>Tanggal sidang<IsianTanggal value={tanggal} min={min} max={max} onChange={(e) => setTanggal(e.target.value)} /></label>
      <label>Jam mulai<IsianJam value={jam} onChange={(e) => setJam(e.target.value)} /></label>
      <button type="button" onClick={() => setTanggal('')}>Kosongkan</button>
      <button type="submit">Simpan</button>
    </form>
  );
}

const tampil = (nama: string) => screen.getByLabelText(nama) as HTMLInputElement;

describe('IsianTanggal and IsianJam', () => {
  it('show the Indonesian forms, hand the form ISO values, and take a reset from outside', () => {
    const onKirim = vi.fn();
    renderPage(<Formulir awal="2026-08-17" onKirim={onKirim} />, { namespace: 'uji', catalogue: {} });
    expect(tampil('Tanggal sidang').value).toBe('17/08/2026');
    expect(tampil('Tanggal sidang').placeholder).toBe('hh/bb/tttt');

    fireEvent.change(tampil('Tanggal sidang'), { target: { value: '1/9/2026' } });
    fireEvent.blur(tampil('Tanggal sidang'));
    expect(tampil('Tanggal sidang').value).toBe('01/09/2026');
    fireEvent.change(tampil('Jam mulai'), { target: { value: '13.30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onKirim).toHaveBeenLastCalledWith({ tanggal: '2026-09-01', jam: '13:30' });

    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan' }));
    expect(tampil('Tanggal sidang').value).toBe('');
  });

  it('refuse text that is no date or time, and a date outside min and max, in Indonesian', () => {
    renderPage(<Formulir min="2026-09-01" max="2026-12-31" onKirim={() => undefined} />, { namespace: 'uji', catalogue: {} });
    fireEvent.change(tampil('Tanggal sidang'), { target: { value: '31/09/2026' } });
    expect(tampil('Tanggal sidang').validationMessage).toBe('Tulis tanggal sebagai hh/bb/tttt, misalnya 17/08/2026.');
    fireEvent.change(tampil('Tanggal sidang'), { target: { value: '31/08/2026' } });
    expect(tampil('Tanggal sidang').validationMessage).toBe('Tanggal paling awal 01/09/2026.');
    fireEvent.change(tampil('Tanggal sidang'), { target: { value: '01/01/2027' } });
    expect(tampil('Tanggal sidang').validationMessage).toBe('Tanggal paling akhir 31/12/2026.');
    fireEvent.change(tampil('Tanggal sidang'), { target: { value: '15/10/2026' } });
    expect(tampil('Tanggal sidang').validationMessage).toBe('');
    fireEvent.change(tampil('Jam mulai'), { target: { value: '7 PM' } });
    expect(tampil('Jam mulai').validationMessage).toBe('Tulis jam sebagai jj.mm dalam 24 jam, misalnya 14.05.');
  });

  it('pick a day from an Indonesian calendar, Monday first, days outside min and max shut', async () => {
    const onKirim = vi.fn();
    renderPage(<Formulir awal="2026-11-10" min="2026-11-05" onKirim={onKirim} />, { namespace: 'uji', catalogue: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Pilih dari kalender' }));
    const kalender = await screen.findByRole('dialog', { name: 'Kalender' });
    expect(within(kalender).getByText('November 2026')).toBeTruthy();
    expect(within(kalender).getAllByText(/^(Sen|Sel|Rab|Kam|Jum|Sab|Min)$/).map((e) => e.textContent)).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    expect((within(kalender).getByRole('button', { name: 'Rabu, 4 November 2026' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(kalender).getByRole('button', { name: 'Selasa, 10 November 2026' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(kalender).getByRole('button', { name: 'Bulan berikutnya' }));
    expect(within(kalender).getByText('Desember 2026')).toBeTruthy();
    fireEvent.click(within(kalender).getByRole('button', { name: 'Jumat, 25 Desember 2026' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tampil('Tanggal sidang').value).toBe('25/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onKirim).toHaveBeenLastCalledWith({ tanggal: '2026-12-25', jam: '' });
  });

  it('move through the calendar by keyboard, starting on the chosen day, never onto a day that cannot be picked', async () => {
    const onKirim = vi.fn();
    renderPage(<Formulir awal="2026-11-10" min="2026-11-05" onKirim={onKirim} />, { namespace: 'uji', catalogue: {} });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pilih dari kalender' }), { key: 'Enter' });
    const kalender = await screen.findByRole('dialog', { name: 'Kalender' });
    const difokus = () => document.activeElement?.getAttribute('aria-label');
    expect(difokus()).toBe('Selasa, 10 November 2026');
    // One tab stop among the days: the one in focus.
    expect(within(kalender).getAllByRole('button').filter((b) => b.getAttribute('data-tanggal') && b.tabIndex === 0).length).toBe(1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(difokus()).toBe('Rabu, 11 November 2026');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(difokus()).toBe('Kamis, 5 November 2026');
    expect((within(kalender).getByRole('button', { name: 'Bulan sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(within(kalender).getByText('Desember 2026')).toBeTruthy();
    expect(difokus()).toBe('Sabtu, 5 Desember 2026');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(difokus()).toBe('Minggu, 6 Desember 2026');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown', shiftKey: true });
    expect(within(kalender).getByText('Desember 2027')).toBeTruthy();
    expect(difokus()).toBe('Senin, 6 Desember 2027');
    fireEvent.click(document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tampil('Tanggal sidang').value).toBe('06/12/2027');
  });
});
