// The rules of lecturer activities both sides use (no TypeBox here, so pages import them cheaply).

/** The tridharma area of an activity (pendidikan, penelitian, pengabdian kepada masyarakat) or supporting work (penunjang). */
export const JENIS_KEGIATAN = ['pendidikan', 'penelitian', 'pengabdian', 'penunjang'] as const;
export type JenisKegiatan = (typeof JENIS_KEGIATAN)[number];
/** diajukan -> valid_prodi (level 1) -> disetujui (level 2); ditolak at either level; dibatalkan by the lecturer while waiting. */
export const STATUS_KEGIATAN = ['diajukan', 'valid_prodi', 'disetujui', 'ditolak', 'dibatalkan'] as const;
export type StatusKegiatan = (typeof STATUS_KEGIATAN)[number];
/** The proof: PDF, PNG or JPEG judged by its bytes, at most 5 MB (as teaching proof). */
export const BUKTI_KEGIATAN = { allowed: ['pdf', 'png', 'jpeg'] as const, maxBytes: 5 * 1024 * 1024 };
export const PANJANG_KEGIATAN = { judul: 200, tempat: 200, deskripsi: 2000, alasan: 1000 } as const;
