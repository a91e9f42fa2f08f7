// The bare QR scan of benchmark 2: the attendance row and its scan log written by one statement,
// as the product's scan writes them, without any of its checks.
export const BARE_SCAN = `with baru as (
  insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values ($1, $2, 'hadir', 'qr')
  on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_mahasiswa)
insert into attendance.pemindaian_qr (nonce, id_mahasiswa, id_pertemuan) select gen_random_uuid(), id_mahasiswa, $1 from baru returning id_mahasiswa`;
