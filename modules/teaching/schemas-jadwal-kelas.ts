import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/teaching.json';
import { WaktuMengajarItem } from './schemas';
import { HalamanStaf, SaringProdiQuery } from './schemas-prodi';

// Programme staff (aka00, aka01, aka02) set the weekly meetings of the classes of their akses_prodi
// programmes (decision 0029). Not spec calls: the spec gives master data no screen for them.

const f = catalogue.field;
const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });
const Jam = (title: string) => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', title });

/** GET jadwal-kelas: the staff filters plus "belum berjadwal" (classes without any weekly meeting). */
export const JadwalKelasQuery = Type.Object({
  ...SaringProdiQuery(f.cari_kelas).properties,
  belum_berjadwal: Type.Optional(Type.Boolean({ title: f.belum_berjadwal })),
}, { additionalProperties: false });
export type JadwalKelasQuery = Static<typeof JadwalKelasQuery>;

export const SlotKelas = Type.Object({
  id_jadwal: Type.Integer(),
  hari: Type.Integer(),
  jam_mulai: Type.String(),
  jam_selesai: Type.String(),
  id_ruang: Type.Integer(),
  nama_ruang: Type.String(),
  kapasitas: Type.Integer(),
});
export type SlotKelas = Static<typeof SlotKelas>;

/**
 * One class of the semester with its weekly meetings; `pertemuan_dibuat`: LP3 generated its meetings
 * (slots are then fixed here); `waktu_dosen`: the lecturer's stated teaching times, every day (decision 0037).
 */
export const JadwalKelasItem = Type.Object({
  id_kelas: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
  nama_kelas: Type.String(),
  nama_prodi: Type.String(),
  pengampu: Type.String(),
  kuota: Type.Integer(),
  jumlah_mahasiswa: Type.Integer(),
  pertemuan_dibuat: Type.Boolean(),
  jadwal: Type.Array(SlotKelas),
  waktu_dosen: Type.Array(WaktuMengajarItem),
});
export type JadwalKelasItem = Static<typeof JadwalKelasItem>;

export const Ruang = Type.Object({ id_ruang: Type.Integer(), nama_ruang: Type.String(), nama_gedung: Type.String(), kapasitas: Type.Integer() });

/** GET jadwal-kelas: one page of classes, the rooms to choose from and the campus hours a slot must lie in. */
export const JadwalKelas = Type.Object({
  ...HalamanStaf(JadwalKelasItem).properties,
  ruang: Type.Array(Ruang),
  batas: Type.Object({ hari_terakhir: Type.Integer(), jam_buka: Type.String(), jam_tutup: Type.String() }),
});
export type JadwalKelas = Static<typeof JadwalKelas>;

/** POST jadwal-kelas/slot and PUT jadwal-kelas/slot/{id_jadwal}: one weekly meeting of a class. */
export const SlotBody = Type.Object({
  id_kelas: Id(f.id_kelas),
  hari: Type.Integer({ minimum: 1, maximum: 7, title: f.hari }),
  jam_mulai: Jam(f.jam_mulai),
  jam_selesai: Jam(f.jam_selesai),
  id_ruang: Id(f.id_ruang),
  /** The staff confirmed a slot outside the lecturer's stated teaching times (decision 0037); never skips a clash. */
  abaikan_waktu_dosen: Type.Optional(Type.Boolean({ title: f.abaikan_waktu_dosen })),
}, { additionalProperties: false });
export type SlotBody = Static<typeof SlotBody>;

export const SlotParams = Type.Object({ id_jadwal: Id(f.id_jadwal) }, { additionalProperties: false });
export type SlotParams = Static<typeof SlotParams>;

/** DELETE jadwal-kelas/slot/{id_jadwal}?id_kelas: the class is named so a stale page cannot remove another class's slot. */
export const HapusSlotQuery = Type.Object({ id_kelas: Id(f.id_kelas) }, { additionalProperties: false });
export type HapusSlotQuery = Static<typeof HapusSlotQuery>;

/** A stored change: the message and the class as the list shows it now. */
export const SlotTersimpan = Type.Object({ message: Type.String(), kelas: JadwalKelasItem });
export type SlotTersimpan = Static<typeof SlotTersimpan>;

