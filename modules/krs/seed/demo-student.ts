import { sql, type Kysely } from 'kysely';
import type { DemoOffer } from './offer';

/**
 * mhs00's history by study semester: the curriculum's package courses with fixed scores. Matematika
 * Diskrit failed with E and retaken in semester 3 (the later grade counts); Sistem Operasi ended
 * with D and waits for a retake; the previous semester is weak (IPS about 2,33: limit 18 SKS).
 */
const SKOR: Record<string, number> = {
  'Pendidikan Agama': 86, Pancasila: 81, 'Bahasa Indonesia': 78, 'Bahasa Inggris I': 84, 'Algoritma dan Pemrograman': 88, 'Matematika Diskrit': 38,
  'Pendidikan Kewarganegaraan': 80, 'Bahasa Inggris II': 76, 'Struktur Data': 83, Kalkulus: 71,
  'Basis Data': 85, 'Pemrograman Berorientasi Objek': 79, 'Sistem Operasi': 48,
  'Jaringan Komputer': 74, 'Rekayasa Perangkat Lunak': 82, 'Statistika dan Probabilitas': 70,
  Kewirausahaan: 77, 'Kecerdasan Buatan': 72, 'Pemrograman Web': 80,
};
const SKOR_SEMESTER_LALU = [62, 56, 63, 58];
const ULANG = { nama: 'Matematika Diskrit', semesterKe: 3, skor: 71 };

export async function seedDemoStudent(db: Kysely<any>, offer: DemoOffer): Promise<void> {
  const mhs = await db.selectFrom('master_data.mahasiswa').select(['angkatan', 'id_dosen_pa', 'id_user']).where('id_mahasiswa', '=', offer.idMahasiswa).executeTakeFirstOrThrow();
  const aktif = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'tahun_ajaran', 'periode']).where('aktif', '=', true).executeTakeFirstOrThrow();
  const keAktif = (Number(aktif.tahun_ajaran) - Number(mhs.angkatan)) * 2 + (Number(aktif.periode) === 1 ? 1 : 2);
  const kodeOf = (ke: number) => `${Number(mhs.angkatan) + Math.floor((ke - 1) / 2)}${ke % 2 === 1 ? 1 : 2}`;

  for (let ke = 1; ke < keAktif; ke++) {
    const semester = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'krs_selesai', 'kuliah_selesai'])
      .where('kode_semester', '=', kodeOf(ke)).executeTakeFirst();
    if (!semester) continue;
    const classes = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
      .select(['k.id_kelas', 'k.id_mata_kuliah', 'mk.nama_mata_kuliah', 'mk.sks', 'mk.semester_paket'])
      .where('k.id_semester_registrasi', '=', semester.id_semester_registrasi).where('mk.id_prodi', '=', offer.idProdi)
      .orderBy('k.nama_kelas').orderBy('mk.kode_mata_kuliah').execute();
    const seen = new Set<number>();
    const picked = classes.filter((c) => {
      const take = (Number(c.semester_paket) === ke || (ke === ULANG.semesterKe && c.nama_mata_kuliah === ULANG.nama)) && !seen.has(c.id_mata_kuliah);
      if (take) seen.add(c.id_mata_kuliah);
      return take;
    });
    if (!picked.length) continue;
    const waktu = sql`(${semester.krs_selesai}::date + time '12:00') at time zone 'Asia/Jakarta'`;
    const [krs] = await db.insertInto('krs.krs').values({
      id_mahasiswa: offer.idMahasiswa, id_semester_registrasi: semester.id_semester_registrasi, status: 'disetujui',
      id_dosen_penyetuju: mhs.id_dosen_pa, dibuat: waktu, diubah: waktu, diajukan_pada: waktu, diputuskan_pada: waktu,
    }).returning('id_krs').execute();
    let lalu = 0;
    for (const c of picked) {
      const skor = ke === keAktif - 1 ? SKOR_SEMESTER_LALU[lalu++ % SKOR_SEMESTER_LALU.length]
        : c.nama_mata_kuliah === ULANG.nama && ke === ULANG.semesterKe ? ULANG.skor : (SKOR[c.nama_mata_kuliah as string] ?? 82);
      await sql`
        insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks, nilai_angka, nilai_huruf, nilai_indeks, dinilai_pada)
        select ${krs.id_krs}, ${offer.idMahasiswa}, ${semester.id_semester_registrasi}, ${c.id_kelas}, ${c.id_mata_kuliah}, ${c.sks}, ${skor}, sn.nilai_huruf, sn.nilai_indeks,
          (${semester.kuliah_selesai}::date + time '12:00') at time zone 'Asia/Jakarta'
        from master_data.skala_nilai sn where sn.id_prodi = ${offer.idProdi} and sn.batas_bawah <= ${skor}
        order by sn.berlaku_mulai desc, sn.batas_bawah desc limit 1
      `.execute(db);
    }
    await db.insertInto('krs.riwayat_krs').values([
      { id_krs: krs.id_krs, status_dari: 'draft', status_ke: 'diajukan', id_user: mhs.id_user, waktu },
      { id_krs: krs.id_krs, status_dari: 'diajukan', status_ke: 'disetujui', id_user: (await db.selectFrom('master_data.dosen').select('id_user').where('id_dosen', '=', mhs.id_dosen_pa).executeTakeFirstOrThrow()).id_user, waktu },
    ]).execute();
  }

  // The saved, not yet submitted KRS of the active semester: one class of dsn00 with a weekly meeting.
  const kelasDosen = offer.kelasDosenAktif || (await db.selectFrom('master_data.kelas as k').innerJoin('master_data.jadwal as j', 'j.id_kelas', 'k.id_kelas')
    .select('k.id_kelas').where('k.id_dosen', '=', offer.idDosenDemo).where('k.id_semester_registrasi', '=', aktif.id_semester_registrasi)
    .orderBy('k.id_kelas').executeTakeFirstOrThrow()).id_kelas;
  const kelas = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .select(['k.id_kelas', 'k.id_mata_kuliah', 'mk.sks']).where('k.id_kelas', '=', kelasDosen).executeTakeFirstOrThrow();
  const [draft] = await db.insertInto('krs.krs').values({ id_mahasiswa: offer.idMahasiswa, id_semester_registrasi: aktif.id_semester_registrasi, status: 'draft' })
    .returning('id_krs').execute();
  await db.insertInto('krs.krs_kelas').values({
    id_krs: draft.id_krs, id_mahasiswa: offer.idMahasiswa, id_semester_registrasi: aktif.id_semester_registrasi,
    id_kelas: kelas.id_kelas, id_mata_kuliah: kelas.id_mata_kuliah, sks: kelas.sks,
  }).execute();
}
