import Type, { type Static } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import catalogue from '../../locales/id/master-data.json';

// The administrator's rooms screen (decision 0033; not spec calls): the paged list, add, edit and
// (de)activate. The readers' GET ruang stays in schemas.ts.

const f = catalogue.ruang.field;
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const JENIS_RUANG = ['Kelas', 'Laboratorium', 'Aula', 'Ruang Sidang'] as const;

export const RuangKelolaQuery = Type.Object({
  cari: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('aktif'), Type.Literal('nonaktif')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});
export type RuangKelolaQuery = Static<typeof RuangKelolaQuery>;

/** One room as the administrator sees it: `jumlah_jadwal` = its weekly slots in the active semester and later ones. */
export const RuangKelola = Type.Object({
  id_ruang: Type.Integer(), kode: Type.String(), nama_ruang: Type.String(), id_gedung: Type.Integer(), nama_gedung: Type.String(),
  lantai: Type.Integer(), jenis: Type.String(), kapasitas: Type.Integer(), aktif: Type.Boolean(), versi: Type.Integer(), jumlah_jadwal: Type.Integer(),
});
export type RuangKelola = Static<typeof RuangKelola>;

export const DaftarRuangKelola = Type.Object({
  data: Type.Array(RuangKelola), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
});
export type DaftarRuangKelola = Static<typeof DaftarRuangKelola>;

const isian = {
  kode: Type.String({ minLength: 1, maxLength: 20, pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9.\\-/ ]*\\s*$', title: f.kode }),
  nama_ruang: TeksSchema(100, 1, f.nama_ruang),
  id_gedung: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_gedung }),
  lantai: Type.Integer({ minimum: 0, maximum: 100, title: f.lantai }),
  jenis: Type.Union(JENIS_RUANG.map((j) => Type.Literal(j)), { title: f.jenis }),
  kapasitas: Type.Integer({ minimum: 1, maximum: 1000, title: f.kapasitas }),
};

/** POST ruang: a new room, active unless `aktif` is false. */
export const TambahRuangBody = Type.Object({ ...isian, aktif: Type.Optional(Type.Boolean({ title: f.aktif })) });
export type TambahRuangBody = Static<typeof TambahRuangBody>;

/** PUT ruang/{id_ruang}: `versi` = the version the page showed; another save since then is a 409. */
export const UbahRuangBody = Type.Object({ ...isian, versi: Type.Integer({ minimum: 1, title: f.versi }) });
export type UbahRuangBody = Static<typeof UbahRuangBody>;

/** PATCH ruang/{id_ruang}/status: deactivate (false) or reactivate (true) the version shown. */
export const StatusRuangBody = Type.Object({ aktif: Type.Boolean({ title: f.aktif }), versi: Type.Integer({ minimum: 1, title: f.versi }) });
export type StatusRuangBody = Static<typeof StatusRuangBody>;

export const RuangParams = Type.Object({ id_ruang: Id });

export const RuangTersimpan = Type.Object({ message: Type.String(), data: RuangKelola });
export type RuangTersimpan = Static<typeof RuangTersimpan>;
