import Type, { type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';

// Request and response schemas of the administrator's calls (spec section 7, "Users and groups").
// A user is named by `id_pengguna` (core.pengguna.id_user) in queries and bodies, as in the route
// /pengguna/{id_pengguna}/{username}/{nama_pengguna}.

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const KodeGrup = Type.String({ minLength: 1, maxLength: 20 });

/** Query of GET pengguna: search in username and name, paging (7 per page, PAGE_SIZE.USERS). */
export const PenggunaQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  id_group_user: Type.Optional(KodeGrup),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
}, { additionalProperties: false });
export type PenggunaQuery = Static<typeof PenggunaQuery>;

/** A group in a list: its code and Indonesian name. */
export const GrupRingkas = Type.Object({ id_group_user: Type.String(), nama_group: Type.String() });
export type GrupRingkas = Static<typeof GrupRingkas>;

/** One row of GET pengguna. */
export const PenggunaItem = Type.Object({
  id_user: Type.Integer(),
  username: Type.String(),
  nama: Type.String(),
  aktif: Type.Boolean(),
  default_group: Type.String(),
  grup: Type.Array(GrupRingkas),
});
export type PenggunaItem = Static<typeof PenggunaItem>;
export const PenggunaPage = Type.Object({
  data: Type.Array(PenggunaItem), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
});
export type PenggunaPage = Static<typeof PenggunaPage>;

/** Path parameter of GET pengguna/{id_pengguna}. */
export const PenggunaParams = Type.Object({ id_pengguna: Id });
/** Query naming one user (daftar-grup, akses-prodi, otorisasi-data-staff). */
export const PenggunaRef = Type.Object({ id_pengguna: Id }, { additionalProperties: false });
export type PenggunaRef = Static<typeof PenggunaRef>;

/** GET pengguna/{id_pengguna}: the account (never its password hash). */
export const PenggunaDetail = Type.Object({
  id_user: Type.Integer(),
  username: Type.String(),
  nama: Type.String(),
  aktif: Type.Boolean(),
  default_group: Type.String(),
  nama_default_group: Type.String(),
  sudah_ubah_password: Type.Boolean(),
  /** Linked to a student record (master_data.mahasiswa) or a lecturer record (master_data.dosen). */
  mahasiswa: Type.Boolean(),
  dosen: Type.Boolean(),
  /** Holds a programme-staff group (aka00, aka01, aka02): programme authorisation applies. */
  staf_prodi: Type.Boolean(),
});
export type PenggunaDetail = Static<typeof PenggunaDetail>;

/** What scope an assignment of a group needs: a programme, a faculty, an institute unit, or none. */
export const Cakupan = Type.Union([Type.Literal('prodi'), Type.Literal('fakultas'), Type.Literal('lembaga'), Type.Literal('dosen'), Type.Null()]);
export type Cakupan = Static<typeof Cakupan>;
export const Pilihan = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type Pilihan = Static<typeof Pilihan>;

/** GET pengguna/grup: every group with its Indonesian name, the scope it needs and the scopes to choose from. */
export const GrupDefinisi = Type.Object({
  id_group_user: Type.String(),
  nama_group: Type.String(),
  cakupan: Cakupan,
  /** False for mhs00: student accounts come with their student record and are not changed here. */
  dapat_diberikan: Type.Boolean(),
  pilihan: Type.Array(Pilihan),
});
export type GrupDefinisi = Static<typeof GrupDefinisi>;
export const GrupList = Type.Object({ data: Type.Array(GrupDefinisi) });
export type GrupList = Static<typeof GrupList>;

/** One assignment (core.penugasan) of a user with its scope. */
export const DaftarGrupItem = Type.Object({
  idp: Type.Integer(),
  id_group_user: Type.String(),
  nama_group: Type.String(),
  id_level: Type.Integer(),
  kode_penugasan: Type.String(),
  sebagai_ketua_prodi: Type.Boolean(),
  id_prodi: Type.Union([Type.Integer(), Type.Null()]),
  id_fakultas: Type.Union([Type.Integer(), Type.Null()]),
  id_lembaga: Type.Union([Type.Integer(), Type.Null()]),
  nama_prodi: Type.Union([Type.String(), Type.Null()]),
  nama_fakultas: Type.Union([Type.String(), Type.Null()]),
  nama_lembaga: Type.Union([Type.String(), Type.Null()]),
});
export type DaftarGrupItem = Static<typeof DaftarGrupItem>;
export const DaftarGrup = Type.Object({ id_user: Type.Integer(), default_group: Type.String(), data: Type.Array(DaftarGrupItem) });
export type DaftarGrup = Static<typeof DaftarGrup>;

/**
 * One wanted assignment of PATCH pengguna/daftar-grup. The scope the group needs is given by
 * `id_prodi` (aka00-02) or `id_fakultas` (fak00); lecturers' (dsn00, kor00) programme is their
 * lecturer record's and institute groups' unit follows from the code. `id_level` is the lecturer
 * ring (dsn00: 1 or 2); other groups' level follows from the group.
 */
export const GrupDiminta = Type.Object({
  id_group_user: KodeGrup,
  id_prodi: Type.Optional(Type.Union([Id, Type.Null()])),
  id_fakultas: Type.Optional(Type.Union([Id, Type.Null()])),
  id_level: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
}, { additionalProperties: false });
export type GrupDiminta = Static<typeof GrupDiminta>;

/** PATCH pengguna/daftar-grup: the complete list of the user's groups after the change. */
export const DaftarGrupBody = Type.Object({
  id_pengguna: Id,
  grup: Type.Array(GrupDiminta, { minItems: 1, maxItems: 30 }),
}, { additionalProperties: false });
export type DaftarGrupBody = Static<typeof DaftarGrupBody>;

/** Answer of both PATCH calls: a message, the state after the change and how many sessions were ended. */
export const DaftarGrupHasil = Type.Object({ message: Type.String(), sesi_dicabut: Type.Integer(), ...DaftarGrup.properties });
export type DaftarGrupHasil = Static<typeof DaftarGrupHasil>;

/** A programme as the administrator sees it. */
export const ProdiItem = Type.Object({
  id_prodi: Type.Integer(), kode_prodi: Type.String(), nama_prodi: Type.String(), jenjang: Type.String(), nama_fakultas: Type.String(),
});
export type ProdiItem = Static<typeof ProdiItem>;
/** GET pengguna/prodi/akses-prodi: the programmes the user may see (core.akses_prodi). */
export const AksesProdiList = Type.Object({ id_user: Type.Integer(), data: Type.Array(ProdiItem) });
export type AksesProdiList = Static<typeof AksesProdiList>;

/** GET pengguna/otorisasi-data-staff: every programme, flagged when the user is authorised for it. */
export const OtorisasiItem = Type.Object({ ...ProdiItem.properties, diizinkan: Type.Boolean() });
export type OtorisasiItem = Static<typeof OtorisasiItem>;
export const Otorisasi = Type.Object({ id_user: Type.Integer(), staf_prodi: Type.Boolean(), data: Type.Array(OtorisasiItem) });
export type Otorisasi = Static<typeof Otorisasi>;

/** PATCH pengguna/otorisasi-data-staff: the complete set of authorised programmes (may be empty). */
export const OtorisasiBody = Type.Object({
  id_pengguna: Id,
  id_prodi: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
}, { additionalProperties: false });
export type OtorisasiBody = Static<typeof OtorisasiBody>;
export const OtorisasiHasil = Type.Object({ message: Type.String(), sesi_dicabut: Type.Integer(), ...Otorisasi.properties });
export type OtorisasiHasil = Static<typeof OtorisasiHasil>;

/** PATCH pengguna/status (ours): activate or deactivate an account. */
export const StatusBody = Type.Object({ id_pengguna: Id, aktif: Type.Boolean() }, { additionalProperties: false });
export type StatusBody = Static<typeof StatusBody>;
export const StatusHasil = Type.Object({ message: Type.String(), id_user: Type.Integer(), aktif: Type.Boolean(), sesi_dicabut: Type.Integer() });
export type StatusHasil = Static<typeof StatusHasil>;

/** POST pengguna/reset-password (ours): a new temporary password, shown once to the administrator. */
export const ResetPasswordBody = Type.Object({ id_pengguna: Id }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResetPasswordHasil = Type.Object({ message: Type.String(), id_user: Type.Integer(), password_sementara: Type.String(), sesi_dicabut: Type.Integer() });
export type ResetPasswordHasil = Static<typeof ResetPasswordHasil>;
