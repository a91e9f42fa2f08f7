/** Service-ticket categories (shared by the server check and the form). */
export const KATEGORI_TIKET = ['akademik', 'keuangan', 'sistem', 'surat', 'lainnya'] as const;
