/** Service-ticket categories (shared by the server check and the form). */
export const KATEGORI_TIKET = ['akademik', 'keuangan', 'sistem', 'surat', 'lainnya'] as const;

/**
 * Longest text a student may send per field, declared once: the request schema refuses longer
 * input, the service checks the trimmed value against the same number and the forms show it
 * ('Maksimal N karakter.') and stop typing there, so the three can no longer disagree.
 */
export const PANJANG_MAKS = {
  email: 254,
  alamat: 300,
  kelurahan: 100,
  kecamatan: 100,
  nama_ayah: 100,
  nama_ibu: 100,
  judul_tiket: 150,
  isi_tiket: 5000,
} as const;

/**
 * Bound of the fields whose format check is their real rule (phone numbers, RT/RW, postal code):
 * long enough for any spacing a person types, so the format message is the one they see.
 */
export const PANJANG_MAKS_BERFORMAT = 40;

/**
 * Indonesian mobile numbers: 10 to 14 digits written in the 08 form. A number written +628...
 * counts as its 08 form (+62 stands for the leading 0): 9 to 13 digits after '+62'.
 */
export const DIGIT_HP = { min: 10, max: 14 } as const;
