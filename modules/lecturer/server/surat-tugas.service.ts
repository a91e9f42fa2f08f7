import { sql, type Kysely } from 'kysely';
import { formatNip, formatTanggalCetak, readKop, renderA4 } from '../../../core/server/print';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql, semesterAktif } from '../../master-data/public';
import type { SuratTugasQuery } from '../schemas';
import { dosenProdi, tl } from './biodata.service';

type Db = Kysely<any>;

const c = (key: string, vars?: Record<string, string | number>) => tl(`surat_tugas.${key}`, vars);
const HARI = ['', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
const nomorDosen = (d: { nip: string | null; nidn: string | null }) =>
  d.nip ? `NIP. ${formatNip(d.nip)}` : d.nidn ? `NIDN. ${d.nidn}` : undefined;

/** The semester the letter is for: the one asked for, else the active one. */
async function semesterSurat(db: Db, q: SuratTugasQuery) {
  if (!q.id_semester_registrasi) {
    const aktif = await semesterAktif(db);
    if (!aktif) throw httpError(404, tl('galat.semester_aktif_tidak_ada'));
    return aktif;
  }
  const s = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'kode_semester', 'nama_semester_registrasi'])
    .where('id_semester_registrasi', '=', q.id_semester_registrasi).executeTakeFirst();
  if (!s) throw httpError(404, tl('galat.semester_tidak_ada'));
  return s;
}

/**
 * GET surat-tugas: the lecturer's teaching assignment letter for a semester as an A4 PDF, one row
 * per class (course, class, credits, programme, weekly schedule and room), with the total credits,
 * signed by the head of the lecturer's home programme. A semester without classes is a 404.
 */
export async function cetakSuratTugas(db: Db, idDosen: number, q: SuratTugasQuery, now = new Date()): Promise<{ pdf: Buffer; nama: string }> {
  const semester = await semesterSurat(db, q);
  const dosen = await dosenProdi(db)
    .leftJoin('master_data.dosen as k', 'k.id_dosen', 'p.id_dosen_kaprodi')
    .select([
      namaLengkapDosenSql('d').as('nama'), sql<string | null>`d.nip::text`.as('nip'), sql<string | null>`d.nidn::text`.as('nidn'), 'j.nama as jabatan',
      'p.jenjang', 'p.nama_prodi', 'fk.nama_fakultas',
      sql<string | null>`case when k.id_dosen is null then null else ${namaLengkapDosenSql('k')} end`.as('kaprodi'),
      sql<string | null>`k.nip::text`.as('nip_kaprodi'), sql<string | null>`k.nidn::text`.as('nidn_kaprodi'),
    ])
    .where('d.id_dosen', '=', idDosen).executeTakeFirstOrThrow();
  const kelas = await db.selectFrom('master_data.kelas as k')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.prodi as p', 'p.id_prodi', 'mk.id_prodi')
    .select([
      'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'k.nama_kelas', sql<number>`mk.sks::int`.as('sks'), 'p.jenjang', 'p.nama_prodi',
      sql<Array<{ hari: number; mulai: string; selesai: string; ruang: string }>>`coalesce((select json_agg(json_build_object(
          'hari', j.hari, 'mulai', to_char(j.jam_mulai, 'HH24:MI'), 'selesai', to_char(j.jam_selesai, 'HH24:MI'), 'ruang', r.kode)
          order by j.hari, j.jam_mulai)
        from master_data.jadwal j join master_data.ruang r on r.id_ruang = j.id_ruang where j.id_kelas = k.id_kelas), '[]'::json)`.as('jadwal'),
    ])
    .where('k.id_dosen', '=', idDosen).where('k.id_semester_registrasi', '=', semester.id_semester_registrasi)
    .orderBy('mk.kode_mata_kuliah').orderBy('k.nama_kelas').execute();
  if (!kelas.length) throw httpError(404, tl('galat.tidak_mengajar', { semester: semester.nama_semester_registrasi }));

  const totalSks = kelas.reduce((n, k) => n + Number(k.sks), 0);
  const nomor = `${String(idDosen).padStart(4, '0')}/ST-AJAR/${semester.kode_semester}`;
  const stored = (await readKop(db)) ?? { nama: c('kop_bawaan') };
  const pdf = await renderA4({
    kop: { ...stored, unit: stored.unit ?? dosen.nama_fakultas },
    judul: c('judul'),
    subjudul: c('nomor', { nomor }),
    identitas: [
      [c('nama'), dosen.nama], [dosen.nip ? c('nip') : c('nidn'), dosen.nip ? formatNip(dosen.nip) : dosen.nidn ?? '-'],
      [c('jabatan'), dosen.jabatan], [c('homebase'), `${dosen.jenjang} ${dosen.nama_prodi}`], [c('semester'), semester.nama_semester_registrasi],
    ],
    tabel: {
      kolom: [c('no'), c('kode'), c('mata_kuliah'), c('kelas'), c('sks'), c('prodi'), c('jadwal')],
      lebar: ['auto', 'auto', '*', 'auto', 'auto', 'auto', '*'],
      baris: kelas.map((k, i) => [
        i + 1, k.kode_mata_kuliah, k.nama_mata_kuliah, k.nama_kelas, Number(k.sks), `${k.jenjang} ${k.nama_prodi}`,
        k.jadwal.length ? k.jadwal.map((j) => `${HARI[j.hari]} ${j.mulai}–${j.selesai} (${j.ruang})`).join('\n') : '-',
      ]),
    },
    ringkasan: [[c('jumlah_kelas'), String(kelas.length)], [c('total_sks'), String(totalSks)]],
    catatan: [c('isi', { semester: semester.nama_semester_registrasi })],
    tandaTangan: [{ jabatan: c('kaprodi', { prodi: dosen.nama_prodi }), nama: dosen.kaprodi ?? '-', nomor: nomorDosen({ nip: dosen.nip_kaprodi, nidn: dosen.nidn_kaprodi }) }],
    tanggalCetak: formatTanggalCetak(now),
  });
  return { pdf, nama: `Surat-Tugas-Mengajar_${semester.kode_semester}_${fileSafe(dosen.nidn ?? String(idDosen))}.pdf` };
}
