import { httpError } from '../../../core/server/http/errors';
import { tu } from './access';

/**
 * Fewest non-space characters of the reason a reject or return must carry: the maker has to learn
 * what to change, and "-" or "ok" tells them nothing. Kept equal to the client's prompts (pages/components/alasan.ts).
 */
export const ALASAN_MINIMAL = 5;

/**
 * The trimmed note of a decision. A refusal (`menolak`) without a reason of at least
 * ALASAN_MINIMAL characters is an input error (400 on `catatan`, text `pesan`); an approval keeps its note optional.
 */
export function catatanKeputusan(menolak: boolean, catatan?: string | null, pesan = 'galat.alasan_keputusan_wajib'): string | null {
  const text = catatan?.trim() || null;
  if (menolak && (text?.length ?? 0) < ALASAN_MINIMAL) {
    const message = tu(pesan, { minimal: ALASAN_MINIMAL });
    throw httpError(400, message, { catatan: [message] });
  }
  return text;
}
