import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { ChunkLoadError, loadStylesheet, withChunkTimeout } from './chunk-timeout';
import { LazyPage } from './LazyPage';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('rejects with "chunk load failed" after 120 s by default', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as Error;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('chunk load failed');
  });

  it('resolves with the module when it arrives in time, and reports a failed import as a chunk failure', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }), 50)).resolves.toEqual({ default: 1 });
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 50)).rejects.toThrow('chunk load failed');
  });

  it('rejects a stylesheet that does not load in time', async () => {
    await expect(loadStylesheet('/assets/tidak-pernah.css', 20)).rejects.toThrow('chunk load failed');
  });
});

describe('LazyPage', () => {
  it('shows the Indonesian error panel when the chunk times out and loads the page on "Coba lagi"', async () => {
    let attempt = 0;
    const loader = vi.fn(() => {
      attempt += 1;
      return attempt === 1 ? new Promise<never>(() => {}) : Promise.resolve({ default: () => <p>Halaman KRS</p> });
    });
    render(
      <I18nextProvider i18n={createI18n()}>
        <LazyPage loader={loader} timeoutMs={30} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Halaman gagal dimuat')).toBeTruthy();
    expect(screen.getByText(/Periksa koneksi internet Anda/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
    expect(await screen.findByText('Halaman KRS')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
