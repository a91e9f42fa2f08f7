import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import Value from 'typebox/value';
import type { TokenClaims } from '../../../core/contract/token';
import { FileStore } from '../../../core/server/files/store';
import { httpError, translateValidation } from '../../../core/server/http/errors';
import { te } from '../../../core/server/i18n';
import { daftarPertemuanKelas, pertemuanById, type PertemuanRingkas } from '../../attendance/public';
import { BuktiAjarForm, type BuktiAjar, type BuktiAjarQuery, type BuktiBerkas, type BuktiDetail, type BuktiTersimpan, type PertemuanBukti } from '../schemas';
import { idDosen, kelasMilik, tt } from './nilai.service';

/** Proof files one meeting may hold, and the largest accepted (a phone photo or a scanned page). */
export const MAKS_BUKTI = 5;
export const MAKS_UKURAN = 5 * 1024 * 1024;
const DITERIMA = ['pdf', 'png', 'jpeg'] as const;

const formatTanggal = (iso: string) => new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));

/** Proof count and latest topic per meeting. */
async function ringkasanBukti(db: Kysely<any>, idPertemuan: readonly number[]) {
  const { rows } = await sql<{ id_pertemuan: number; jumlah: number; topik: string }>`
    select id_pertemuan, count(*)::int as jumlah, (array_agg(topik order by diunggah_pada desc, id_bukti_mengajar desc))[1] as topik
    from teaching.bukti_mengajar where id_pertemuan = any(${[0, ...idPertemuan]}::int[]) group by id_pertemuan`.execute(db);
  return new Map(rows.map((r) => [r.id_pertemuan, r]));
}

/** A meeting may get proof once it is today or past, or already held; and while it has room. */
const bolehUnggah = (p: PertemuanRingkas, jumlah: number) => (p.terlaksana || !p.akan_datang) && jumlah < MAKS_BUKTI;

function denganBukti(p: PertemuanRingkas, ringkas: Map<number, { jumlah: number; topik: string }>): PertemuanBukti {
  const r = ringkas.get(p.id_pertemuan);
  const jumlah = r?.jumlah ?? 0;
  return {
    id_pertemuan: p.id_pertemuan, pertemuan_ke: p.pertemuan_ke, jenis: p.jenis, tanggal: p.tanggal, jam_mulai: p.jam_mulai, jam_selesai: p.jam_selesai,
    terlaksana: p.terlaksana, topik: r?.topik ?? null, jumlah_bukti: jumlah, bisa_unggah: bolehUnggah(p, jumlah),
  };
}

const ringkasKelas = (k: Awaited<ReturnType<typeof kelasMilik>>) => ({
  mata_kuliah: { id_mata_kuliah: k.id_mata_kuliah, kode_mata_kuliah: k.kode_mata_kuliah, nama_mata_kuliah: k.nama_mata_kuliah, sks: k.sks },
  kelas: { id_kelas: k.id_kelas, nama_kelas: k.nama_kelas, id_semester_registrasi: k.id_semester_registrasi, nama_semester_registrasi: k.nama_semester_registrasi },
});

/** GET bukti-ajar: the meetings of the lecturer's class (the attendance module's) with their proof status. */
export async function buktiAjar(db: Kysely<any>, user: TokenClaims, q: BuktiAjarQuery): Promise<BuktiAjar> {
  const kelas = await kelasMilik(db, user, { id_semester_registrasi: q.id_semester, id_mata_kuliah: q.id_mata_kuliah, id_kelas: q.id_kelas });
  const pertemuan = await daftarPertemuanKelas(db, kelas.id_kelas);
  const ringkas = await ringkasanBukti(db, pertemuan.map((p) => p.id_pertemuan));
  return { ...ringkasKelas(kelas), maks_bukti: MAKS_BUKTI, maks_ukuran: MAKS_UKURAN, data: pertemuan.map((p) => denganBukti(p, ringkas)) };
}

/** The meeting of `idPertemuan` with its class, if the lecturer teaches that class (404 unknown, 403 someone else's). */
async function pertemuanMilik(db: Kysely<any>, user: TokenClaims, idPertemuan: number) {
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw httpError(404, tt('galat.pertemuan_tidak_ditemukan'));
  const k = await db.selectFrom('master_data.kelas').select(['id_mata_kuliah', 'id_semester_registrasi']).where('id_kelas', '=', p.id_kelas).executeTakeFirstOrThrow();
  const kelas = await kelasMilik(db, user, { id_kelas: p.id_kelas, id_mata_kuliah: k.id_mata_kuliah, id_semester_registrasi: k.id_semester_registrasi });
  return { p, kelas };
}

/** GET bukti-ajar/detail: one meeting: topic, the uploaded proof files, and the students present. */
export async function buktiDetail(db: Kysely<any>, user: TokenClaims, idPertemuan: number): Promise<BuktiDetail> {
  const { p, kelas } = await pertemuanMilik(db, user, idPertemuan);
  const bukti = await db.selectFrom('teaching.bukti_mengajar as b').innerJoin('core.berkas as f', 'f.id', 'b.id_berkas')
    .select(['b.id_bukti_mengajar', 'b.topik', 'f.nama', 'f.mime', 'f.ukuran', 'b.diunggah_pada'])
    .where('b.id_pertemuan', '=', idPertemuan).orderBy('b.diunggah_pada', 'desc').orderBy('b.id_bukti_mengajar', 'desc').execute();
  const { rows: [n] } = await sql<{ jumlah: number }>`select count(*)::int as jumlah from krs.krs_kelas where id_kelas = ${kelas.id_kelas}`.execute(db);
  return {
    ...ringkasKelas(kelas),
    pertemuan: denganBukti(p, await ringkasanBukti(db, [p.id_pertemuan])),
    jumlah_mahasiswa: n.jumlah,
    jumlah_hadir: p.jumlah_hadir,
    bukti: bukti.map((b) => ({ ...b, ukuran: Number(b.ukuran), diunggah_pada: new Date(b.diunggah_pada as string).toISOString() }) as BuktiBerkas),
  };
}

/** GET bukti-ajar/berkas: one proof file, for the lecturer of its meeting's class. */
export async function kirimBukti(db: Kysely<any>, files: FileStore, reply: FastifyReply, user: TokenClaims, idBukti: number) {
  const row = await db.selectFrom('teaching.bukti_mengajar').select(['id_pertemuan', sql<string>`id_berkas::text`.as('id_berkas')]).where('id_bukti_mengajar', '=', idBukti).executeTakeFirst();
  if (!row) throw httpError(404, tt('galat.bukti_tidak_ditemukan'));
  await pertemuanMilik(db, user, row.id_pertemuan);
  return files.send(reply, row.id_berkas);
}

/**
 * POST bukti-ajar (multipart: id_pertemuan, topik, berkas): the lecturer of the class adds a photo
 * or PDF as proof of a meeting that is today or past (or already held), with the topic taught.
 * A second upload adds a file (up to MAKS_BUKTI per meeting); nothing is overwritten. Every check
 * runs before anything is written, and the file and its record are written in one transaction,
 * so a refused upload stores nothing.
 */
export async function unggahBukti(app: FastifyInstance, req: FastifyRequest): Promise<BuktiTersimpan> {
  const user = req.user!;
  const dosen = await idDosen(app.db, user);
  const { fields, file } = await app.files.readForm(req, MAKS_UKURAN);
  const issues = [...Value.Errors(BuktiAjarForm, fields)].filter((i) => i.keyword !== 'boolean');
  if (issues.length) {
    const errors = translateValidation(issues as never, 'body', BuktiAjarForm as never);
    throw httpError(400, Object.values(errors).flat().join(' ') || te('validasi.umum'), errors);
  }
  if (!file) throw httpError(400, tt('galat.berkas_wajib'), { berkas: [tt('galat.berkas_wajib')] });
  const idPertemuan = Number(fields.id_pertemuan);
  const { p } = await pertemuanMilik(app.db, user, idPertemuan);
  if (!p.terlaksana && p.akan_datang) throw httpError(409, tt('galat.pertemuan_akan_datang', { tanggal: formatTanggal(p.tanggal) }));
  return app.db.transaction().execute(async (trx) => {
    // One upload of a meeting at a time, so the count below holds until the commit.
    await sql`select pg_advisory_xact_lock(hashtext('teaching.bukti_mengajar'), ${idPertemuan})`.execute(trx);
    const { rows: [n] } = await sql<{ jumlah: number }>`select count(*)::int as jumlah from teaching.bukti_mengajar where id_pertemuan = ${idPertemuan}`.execute(trx);
    if (n.jumlah >= MAKS_BUKTI) throw httpError(409, tt('galat.bukti_penuh', { jumlah: MAKS_BUKTI }));
    const saved = await new FileStore(trx).save(file.buffer, { nama: file.nama, allowed: DITERIMA, maxBytes: MAKS_UKURAN, id_user: user.id_user });
    const row = await trx.insertInto('teaching.bukti_mengajar')
      .values({ id_pertemuan: idPertemuan, id_dosen: dosen, topik: fields.topik.trim(), id_berkas: saved.id })
      .returning('id_bukti_mengajar').executeTakeFirstOrThrow();
    return { message: tt('pesan.bukti_tersimpan', { ke: p.pertemuan_ke }), id_bukti_mengajar: row.id_bukti_mengajar as number };
  });
}
