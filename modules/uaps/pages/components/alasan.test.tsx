import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KonfirmasiHost } from '../../../../core/client';
import { renderPage } from '../../../../core/client/test-support/render-page';
import { alasanCukup, mintaAlasan } from './alasan';

describe('reasons of a reject or return', () => {
  it('needs at least five non-space characters', () => {
    expect(alasanCukup(undefined)).toBe(false);
    expect(alasanCukup('')).toBe(false);
    expect(alasanCukup('     ')).toBe(false);
    expect(alasanCukup(' ok ')).toBe(false);
    expect(alasanCukup('Tidak hadir')).toBe(true);
  });

  it('keeps the dialog open on a short reason, returns the trimmed one, or null when cancelled', async () => {
    renderPage(<KonfirmasiHost />, { namespace: 'uaps', catalogue: {} });
    let jawab: Promise<string | null> = Promise.resolve(null);
    act(() => { jawab = mintaAlasan('Alasan penolakan:', 'Alasan wajib diisi, paling sedikit 5 karakter.'); });
    const dialog = await screen.findByRole('alertdialog', { name: 'Alasan' });
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan:'), { target: { value: '  ok ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Alasan wajib diisi, paling sedikit 5 karakter.');
    fireEvent.change(within(dialog).getByLabelText('Alasan penolakan:'), { target: { value: '  Tidak hadir  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await jawab).toBe('Tidak hadir');

    act(() => { jawab = mintaAlasan('Alasan penolakan:', 'Alasan wajib diisi.'); });
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Alasan' })).getByRole('button', { name: 'Batal' }));
    expect(await jawab).toBeNull();
  });
});
