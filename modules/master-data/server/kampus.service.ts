import type { Kysely } from 'kysely';

const md = (db: Kysely<any>) => db.withSchema('master_data');

export function listLokasiKampus(db: Kysely<any>) {
  return md(db).selectFrom('lokasi_kampus').select(['id_lokasi_kampus', 'kode', 'nama_lokasi_kampus', 'alamat']).orderBy('kode').execute();
}

export function listGedung(db: Kysely<any>, idLokasi?: number) {
  let q = md(db).selectFrom('gedung as g').innerJoin('lokasi_kampus as l', 'l.id_lokasi_kampus', 'g.id_lokasi_kampus')
    .select(['g.id_gedung', 'g.id_lokasi_kampus', 'l.nama_lokasi_kampus', 'g.kode', 'g.nama_gedung', 'g.jumlah_lantai']);
  if (idLokasi) q = q.where('g.id_lokasi_kampus', '=', idLokasi);
  return q.orderBy('g.kode').execute();
}

export function listRuang(db: Kysely<any>, filter: { id_gedung?: number; jenis?: string }) {
  let q = md(db).selectFrom('ruang as r').innerJoin('gedung as g', 'g.id_gedung', 'r.id_gedung')
    .select(['r.id_ruang', 'r.id_gedung', 'g.nama_gedung', 'r.kode', 'r.nama_ruang', 'r.lantai', 'r.jenis', 'r.kapasitas', 'r.aktif']);
  if (filter.id_gedung) q = q.where('r.id_gedung', '=', filter.id_gedung);
  if (filter.jenis) q = q.where('r.jenis', '=', filter.jenis);
  return q.orderBy('r.kode').execute();
}
