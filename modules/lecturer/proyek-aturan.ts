// The rules of project assignments both sides use (no TypeBox here, so pages import them cheaply).

/**
 * The stage a project assignment is in: the request's states while no assignment exists (waiting
 * for the lecturer, declined, withdrawn by the staff), then the assignment's (being worked on, answer sent and waiting for
 * validation, returned for another answer, accepted).
 */
export const TAHAP_PROYEK = ['diajukan', 'ditolak', 'ditarik', 'berjalan', 'jawaban_dikirim', 'dikembalikan', 'selesai'] as const;
export type TahapProyek = (typeof TAHAP_PROYEK)[number];
/** The steps the history records, each with who took it and when. */
export const LANGKAH_PROYEK = ['pengajuan', 'persetujuan', 'penolakan', 'kirim_jawaban', 'jawaban_diterima', 'jawaban_dikembalikan', 'perubahan', 'penarikan'] as const;
/** Stages in which the lecturer may send (or resend) the answer. */
export const BISA_KIRIM_JAWABAN: readonly TahapProyek[] = ['berjalan', 'jawaban_dikirim', 'dikembalikan'];

/** What each file may be, judged by its bytes ('zip' also admits DOCX, XLSX and PPTX), its largest size and the picker's filter. */
export const BERKAS_PROYEK = {
  lampiran: { allowed: ['pdf'] as const, maxBytes: 5 * 1024 * 1024, accept: 'application/pdf,.pdf' },
  soal: { allowed: ['pdf', 'zip'] as const, maxBytes: 10 * 1024 * 1024, accept: '.pdf,.docx,.xlsx,.pptx,.zip' },
  jawaban: { allowed: ['pdf', 'zip'] as const, maxBytes: 20 * 1024 * 1024, accept: '.pdf,.docx,.xlsx,.pptx,.zip' },
};
/** The furthest a deadline may lie from today (days); the nearest is tomorrow. */
export const TENGGAT_MAKS_HARI = 365;
/** A decline or a returned answer needs a reason of at least this many characters. */
export const ALASAN_MINIMAL = 5;
export const alasanCukup = (s: string) => s.trim().replace(/\s+/g, ' ').length >= ALASAN_MINIMAL;

/** The kinds a file rule accepts as its form's hint and messages say them: 'PDF, DOCX, XLSX, PPTX, ZIP'. */
export const jenisBerkasTeks = (allowed: readonly string[]) => allowed.flatMap((k) => (k === 'zip' ? ['DOCX', 'XLSX', 'PPTX', 'ZIP'] : [k.toUpperCase()])).join(', ');

/** A withdrawal's reason: at least and at most this many characters (decision 0036). */
export const PENARIKAN_MIN = 10;
export const PENARIKAN_MAKS = 500;
export const alasanPenarikanCukup = (s: string) => {
  const n = s.trim().replace(/\s+/g, ' ').length;
  return n >= PENARIKAN_MIN && n <= PENARIKAN_MAKS;
};
