// A reject or return must say why (the server refuses it otherwise, see server/alasan.ts): the
// prompts ask again instead of sending an empty or token reason.

/** Fewest non-space characters of a reason; the server's ALASAN_MINIMAL. */
export const ALASAN_MINIMAL = 5;

/** True when `text` is a usable reason. */
export const alasanCukup = (text: string | null | undefined) => (text?.trim().length ?? 0) >= ALASAN_MINIMAL;

/**
 * Asks for a reason until one is long enough or the user cancels; `peringatan` explains a refused
 * answer above the question. Returns the trimmed reason, or null when cancelled.
 */
export function mintaAlasan(pertanyaan: string, peringatan: string, prompt: (text: string, value?: string) => string | null = (text, value) => window.prompt(text, value)): string | null {
  let jawab = prompt(pertanyaan);
  while (jawab !== null && !alasanCukup(jawab)) jawab = prompt(`${peringatan}\n${pertanyaan}`, jawab);
  return jawab === null ? null : jawab.trim();
}
