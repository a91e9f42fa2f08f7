import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKirim } from './use-kirim';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useKirim', () => {
  it('is busy while the action runs and returns its value', async () => {
    const { result } = renderHook(() => useKirim());
    const d = deferred<{ message: string }>();
    expect(result.current.busy).toBe(false);
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.kirim(() => d.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      d.resolve({ message: 'Tersimpan.' });
      await run;
    });
    expect(await run).toEqual({ ok: true, value: { message: 'Tersimpan.' } });
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second call while one is in flight, even before a render', async () => {
    const { result } = renderHook(() => useKirim());
    const d = deferred<number>();
    const action = vi.fn(() => d.promise);
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      // Both clicks land before React renders busy = true.
      first = result.current.kirim(action);
      second = result.current.kirim(action);
    });
    expect(await second).toEqual({ ok: false, skipped: true });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      d.resolve(1);
      await first;
    });
    expect(result.current.busy).toBe(false);
    // Once the run is over a new one starts.
    await act(async () => {
      expect(await result.current.kirim(async () => 2)).toEqual({ ok: true, value: 2 });
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('swallows a failure: busy is false again and the error is returned', async () => {
    const { result } = renderHook(() => useKirim());
    const error = Object.assign(new Error('409'), { data: { message: 'Sudah diproses.' } });
    let hasil: unknown;
    await act(async () => {
      hasil = await result.current.kirim(() => Promise.reject(error));
    });
    expect(hasil).toEqual({ ok: false, error });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      hasil = await result.current.kirim(() => {
        throw error;
      });
    });
    expect(hasil).toEqual({ ok: false, error });
    expect(result.current.busy).toBe(false);
  });

  it('sets no state after unmount', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useKirim());
    const d = deferred<string>();
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.kirim(() => d.promise);
    });
    unmount();
    d.resolve('selesai');
    expect(await run).toEqual({ ok: true, value: 'selesai' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
