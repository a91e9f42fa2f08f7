// Indonesian name parts from several regions, combined deterministically by the seed.
export const NAMA_DEPAN_L = [
  'Budi', 'Agus', 'Andi', 'Dedi', 'Eko', 'Fajar', 'Hendra', 'Irfan', 'Joko', 'Kurniawan', 'Made', 'Nyoman',
  'Putu', 'Rizki', 'Slamet', 'Teguh', 'Wahyu', 'Yusuf', 'Arief', 'Bayu', 'Dimas', 'Gilang', 'Hadi', 'Ilham',
  'Rahmat', 'Reza', 'Satria', 'Taufik', 'Yoga', 'Zainal', 'Bambang', 'Dwi', 'Galih', 'Ketut', 'Lukman', 'Rudi',
];
export const NAMA_DEPAN_P = [
  'Siti', 'Dewi', 'Ayu', 'Putri', 'Rina', 'Sri', 'Wulan', 'Indah', 'Lestari', 'Nur', 'Fitri', 'Maya',
  'Ratna', 'Sari', 'Yuni', 'Anisa', 'Citra', 'Dian', 'Eka', 'Fadhila', 'Gita', 'Hana', 'Intan', 'Kartika',
  'Laila', 'Mega', 'Nadia', 'Novi', 'Ratih', 'Tiara', 'Vina', 'Wening', 'Yohana', 'Zahra', 'Kadek', 'Rosa',
];
export const NAMA_BELAKANG = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Nugroho', 'Siregar', 'Nasution', 'Simanjuntak',
  'Lubis', 'Harahap', 'Setiawan', 'Kusuma', 'Wibowo', 'Gunawan', 'Susanto', 'Hasibuan', 'Pangaribuan',
  'Wahyudi', 'Purnomo', 'Rahayu', 'Permata', 'Utami', 'Maharani', 'Anggraini', 'Lestari', 'Sitompul',
  'Manurung', 'Tanjung', 'Ramadhan', 'Firmansyah', 'Kurniasih', 'Suryadi', 'Halim', 'Tambunan', 'Sembiring',
];
export const TEMPAT_LAHIR = [
  'Jakarta', 'Bandung', 'Surabaya', 'Semarang', 'Yogyakarta', 'Medan', 'Palembang', 'Makassar', 'Denpasar',
  'Malang', 'Bogor', 'Padang', 'Pekanbaru', 'Banjarmasin', 'Pontianak', 'Manado', 'Solo', 'Cirebon',
];
export const GELAR_DEPAN = [null, null, null, 'Dr.', 'Ir.', 'Dr. Ir.', 'Prof. Dr.'] as const;
