import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-support/render-page';
import { konfirmasi, KonfirmasiHost } from './Konfirmasi';

describe('konfirmasi', () => {
  it("asks in the portal's dialog, one question at a time, and answers each", async () => {
    renderPage(<KonfirmasiHost />, { namespace: 'uji', catalogue: {} });
    let pertama: Promise<boolean> = Promise.resolve(false);
    let kedua: Promise<boolean> = Promise.resolve(false);
    act(() => {
      pertama = konfirmasi('Batalkan proposal ini?', { ya: 'Batalkan', bahaya: true });
      kedua = konfirmasi('Hapus berkas ini?');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(dialog).getByText('Batalkan proposal ini?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    expect(await pertama).toBe(true);

    const lagi = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(lagi).getByText('Hapus berkas ini?')).toBeTruthy();
    fireEvent.keyDown(lagi, { key: 'Escape' });
    expect(await kedua).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
