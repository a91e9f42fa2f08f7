import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How one run ended: the action's value; its error (the API client has already shown the server's
 * message, a form may still show it in place); or `skipped` because a run was still in flight.
 */
export type KirimHasil<T> = { ok: true; value: T } | { ok: false; error: unknown } | { ok: false; skipped: true };

export interface Kirim {
  /** True while a run is in flight: disable the buttons that start one. */
  busy: boolean;
  /** Runs `action` unless a run is already in flight (a double click sends once). Never rejects. */
  kirim: <T>(action: () => Promise<T>) => Promise<KirimHasil<T>>;
}

/** One submit at a time: a save, a decision, an upload. */
export function useKirim(): Kirim {
  const [busy, setBusy] = useState(false);
  // The guard is a ref, not `busy`: a second click can arrive before React renders busy = true.
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const kirim = useCallback(async <T,>(action: () => Promise<T>): Promise<KirimHasil<T>> => {
    if (running.current) return { ok: false, skipped: true };
    running.current = true;
    setBusy(true);
    try {
      return { ok: true, value: await action() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { busy, kirim };
}
