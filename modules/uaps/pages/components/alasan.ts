import { mintaTeks } from '../../../../core/client';

// A reject or return must say why (the server refuses it otherwise, see server/alasan.ts): the
// dialog says so instead of sending an empty or token reason.

/** Fewest non-space characters of a reason; the server's ALASAN_MINIMAL. */
export const ALASAN_MINIMAL = 5;

/** True when `text` is a usable reason. */
export const alasanCukup = (text: string | null | undefined) => (text?.trim().length ?? 0) >= ALASAN_MINIMAL;

/**
 * Asks for a reason in the portal's dialog, which keeps it open with `peringatan` until the reason
 * is long enough; resolves the trimmed reason, or null when cancelled.
 */
export function mintaAlasan(pertanyaan: string, peringatan: string): Promise<string | null> {
  return mintaTeks(pertanyaan, { minimal: ALASAN_MINIMAL, peringatan });
}
