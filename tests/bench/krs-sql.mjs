// The bare baseline of the KRS rush: the statements of modules/krs/server/save.service.ts (and the
// reads its route makes before: active semester, the student behind the token, the tuition gate),
// written by hand as plain SQL on a `pg` pool, with no framework, validation or HTTP around them.

// The graded enrolments of the latest regular semester before the active one (record.service.ts).
const PREVIOUS_GRADES = `select kk.sks, kk.nilai_indeks from krs.krs_kelas kk
  join master_data.semester s on s.id_semester_registrasi = kk.id_semester_registrasi
  where kk.id_mahasiswa = $1 and kk.nilai_indeks is not null and s.kode_semester = (select max(s2.kode_semester) from krs.krs_kelas k2
    join master_data.semester s2 on s2.id_semester_registrasi = k2.id_semester_registrasi
    where k2.id_mahasiswa = $2 and k2.nilai_indeks is not null and s2.periode <> 3 and s2.kode_semester < $3)`;

// BENCH_BARE_PREPARED=1 sends the bare loop's statements as named statements, as the product's
// pg client does for its prepare() queries (docs/performance.md compares both); by default the bare
// loop is plain `pg`: every statement parsed and planned by PostgreSQL on every call.
const NAMED = process.env.BENCH_BARE_PREPARED === '1';
const names = new Map();
/** `client.query(text, values)`, as a named statement when BENCH_BARE_PREPARED=1. */
function run(client, text, values) {
  if (!NAMED) return client.query(text, values);
  if (!names.has(text)) names.set(text, `bare_${names.size + 1}`);
  return client.query({ name: names.get(text), text, values });
}

/** Thrown to roll the transaction back the way the service does on a full class. */
export class ClassFull extends Error {}

/**
 * One save: `ids` replaces the KRS of student `s` ({ id_user }) in the active semester. Returns
 * 'ok' or 'penuh' (a class had no seat left; nothing saved), like the service's 200 and 409.
 */
export async function bareSave(pool, s, ids) {
  const sem = (await run(pool, `select id_semester_registrasi, kode_semester::text as kode_semester, nama_semester_registrasi, aktif, tahun_ajaran, periode,
    to_char(krs_mulai, 'YYYY-MM-DD') as krs_mulai, to_char(krs_selesai, 'YYYY-MM-DD') as krs_selesai, to_char(kuliah_mulai, 'YYYY-MM-DD') as kuliah_mulai
    from master_data.semester where aktif = $1`, [true])).rows[0];
  const m = (await run(pool, `select m.id_mahasiswa, m.id_user, m.nim, m.nama_mahasiswa, m.id_prodi, p.nama_prodi, p.jenjang, m.angkatan, m.id_dosen_pa,
    m.id_status_mahasiswa, case when pa.id_dosen is null then null else concat_ws(' ', pa.gelar_depan_dosen, pa.nama_dosen || coalesce(', ' || pa.gelar_belakang_dosen, '')) end as nama_dosen_pa,
    pa.nidn::text as nidn_dosen_pa
    from master_data.mahasiswa m join master_data.prodi p on p.id_prodi = m.id_prodi left join master_data.dosen pa on pa.id_dosen = m.id_dosen_pa
    where m.id_user = $1`, [s.id_user])).rows[0];
  await run(pool, `select tg.jumlah, coalesce((select sum(p.jumlah) from student.pembayaran p where p.id_tagihan = tg.id_tagihan), 0) as dibayar
    from student.tagihan tg where tg.id_mahasiswa = $1 and tg.id_semester_registrasi = $2 and tg.jenis = $3`, [m.id_mahasiswa, sem.id_semester_registrasi, 'ukt']);

  const c = await pool.connect();
  try {
    await c.query('begin');
    await run(c, `insert into krs.krs (id_mahasiswa, id_semester_registrasi, status) values ($1, $2, $3)
      on conflict (id_mahasiswa, id_semester_registrasi) do nothing`, [m.id_mahasiswa, sem.id_semester_registrasi, 'draft']);
    const header = (await run(c, `select id_krs, status from krs.krs where id_mahasiswa = $1 and id_semester_registrasi = $2 for update`,
      [m.id_mahasiswa, sem.id_semester_registrasi])).rows[0];
    // With the latest earlier grade of each course (the service's already-passed check).
    const wanted = (await run(c, `select k.id_kelas, k.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks, k.id_semester_registrasi, mk.id_prodi,
      lalu.nilai_huruf_lalu, lalu.nilai_indeks_lalu, lalu.semester_lalu
      from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      left join lateral (select kl.nilai_huruf as nilai_huruf_lalu, kl.nilai_indeks as nilai_indeks_lalu, sl.nama_semester_registrasi as semester_lalu
        from krs.krs_kelas kl join master_data.semester sl on sl.id_semester_registrasi = kl.id_semester_registrasi
        where kl.id_mahasiswa = $1 and kl.id_mata_kuliah = k.id_mata_kuliah and kl.nilai_indeks is not null and sl.kode_semester < $2
        order by sl.kode_semester desc limit $3) as lalu on true
      where k.id_kelas = any($4::int[])`, [m.id_mahasiswa, sem.kode_semester, 1, ids])).rows;
    // Already passed: the programme minimum is read only when a wanted course has an earlier grade
    // (in the plans, only a retake of a D or E: the plans never pick a course already passed).
    if (wanted.some((w) => w.nilai_indeks_lalu !== null)) {
      await run(c, `select sks_paket_maks, semester_paket_sampai, sks_semester_pendek_maks, nilai_minimal_lulus, min_kehadiran_persen
        from master_data.pengaturan_prodi where id_prodi = $1`, [m.id_prodi]);
      await run(c, 'select ips_minimal, sks_maks from master_data.batas_sks where id_prodi = $1', [m.id_prodi]);
      await run(c, `select nilai_huruf, batas_bawah, nilai_indeks, lulus from master_data.skala_nilai where id_prodi = $1
        and berlaku_mulai = (select max(berlaku_mulai) from master_data.skala_nilai where id_prodi = $2 and berlaku_mulai <= $3::date) order by batas_bawah desc`,
      [m.id_prodi, m.id_prodi, sem.krs_mulai]);
    }
    // SKS limit: the student's programme settings, bands and grade history.
    const mhs = (await run(c, 'select id_prodi, angkatan from master_data.mahasiswa where id_mahasiswa = $1', [m.id_mahasiswa])).rows[0];
    await run(c, `select sks_paket_maks, semester_paket_sampai, sks_semester_pendek_maks, nilai_minimal_lulus, min_kehadiran_persen
      from master_data.pengaturan_prodi where id_prodi = $1`, [mhs.id_prodi]);
    await run(c, 'select ips_minimal, sks_maks from master_data.batas_sks where id_prodi = $1', [mhs.id_prodi]);
    await run(c, PREVIOUS_GRADES, [m.id_mahasiswa, m.id_mahasiswa, sem.kode_semester]);
    // Prerequisites (the plans pick courses without any, as the service then stops here).
    await run(c, 'select id_mata_kuliah, id_mata_kuliah_prasyarat from master_data.prasyarat where id_mata_kuliah = any($1::int[])', [wanted.map((w) => w.id_mata_kuliah)]);
    if (wanted.length > 1) await run(c, 'select id_kelas, hari, jam_mulai, jam_selesai from master_data.jadwal where id_kelas = any($1::int[])', [ids]);
    const current = (await run(c, 'select id_kelas from krs.krs_kelas where id_krs = $1', [header.id_krs])).rows.map((r) => r.id_kelas);
    const added = ids.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !ids.includes(id));
    if (removed.length) await run(c, 'delete from krs.krs_kelas where id_krs = $1 and id_kelas = any($2::int[])', [header.id_krs, removed]);
    if (added.length) {
      await run(c, `insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks)
        select $1::int, $2::int, $3::int, k.id_kelas, k.id_mata_kuliah, mk.sks from master_data.kelas k
        join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah where k.id_kelas = any($4::int[])`,
      [header.id_krs, m.id_mahasiswa, sem.id_semester_registrasi, added]);
    }
    await run(c, 'update krs.krs set status = $1, diubah = now() where id_krs = $2', [header.status === 'dikembalikan' ? 'dikembalikan' : 'draft', header.id_krs]);
    // Seats last, as in the service.
    if (added.length) {
      await run(c, `insert into krs.kelas_kuota (id_kelas, kuota, terisi) select id_kelas, kuota, 0 from master_data.kelas
        where id_kelas = any($1::int[]) on conflict (id_kelas) do nothing`, [added]);
    }
    const steps = [...added.map((id) => ({ id, delta: 1 })), ...removed.map((id) => ({ id, delta: -1 }))].sort((x, y) => x.id - y.id);
    for (const step of steps) {
      if (step.delta < 0) {
        await run(c, 'update krs.kelas_kuota set terisi = terisi - 1 where id_kelas = $1 and terisi > 0', [step.id]);
        continue;
      }
      const taken = await run(c, 'update krs.kelas_kuota set terisi = terisi + 1 where id_kelas = $1 and terisi < kuota', [step.id]);
      if (!taken.rowCount) throw new ClassFull();
    }
    await c.query('commit');
    return 'ok';
  } catch (error) {
    await c.query('rollback');
    if (error instanceof ClassFull) return 'penuh';
    throw error;
  } finally {
    c.release();
  }
}

/**
 * Students who may save a KRS now (active, KRS not submitted or approved, UKT of the active
 * semester paid or not billed), in a stable order, with the classes they can take without
 * prerequisites and of courses they have not passed yet (the service refuses a course already
 * passed; a D or E may be retaken). Each plan is one class: about 60% aim at the three most popular classes left to the
 * student in their programme (lowest ids), the rest at any of them.
 */
export async function planRush(pool, count) {
  const sem = (await pool.query('select id_semester_registrasi from master_data.semester where aktif')).rows[0].id_semester_registrasi;
  const students = (await pool.query(`select m.id_mahasiswa, m.id_user, m.id_prodi, u.username from master_data.mahasiswa m
    join core.pengguna u on u.id_user = m.id_user join master_data.status_mahasiswa st on st.id_status_mahasiswa = m.id_status_mahasiswa
    where st.kode = 'aktif' and u.aktif
      and not exists (select 1 from krs.krs h where h.id_mahasiswa = m.id_mahasiswa and h.id_semester_registrasi = $1 and h.status in ('diajukan', 'disetujui'))
      and not exists (select 1 from student.tagihan tg where tg.id_mahasiswa = m.id_mahasiswa and tg.id_semester_registrasi = $1 and tg.jenis = 'ukt'
        and tg.jumlah > coalesce((select sum(p.jumlah) from student.pembayaran p where p.id_tagihan = tg.id_tagihan), 0))
    order by m.id_mahasiswa`, [sem])).rows;
  const classes = (await pool.query(`select k.id_kelas, k.id_mata_kuliah, mk.id_prodi from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where k.id_semester_registrasi = $1 and not exists (select 1 from master_data.prasyarat pr where pr.id_mata_kuliah = k.id_mata_kuliah)
    order by k.id_kelas`, [sem])).rows;
  const byProdi = new Map();
  for (const k of classes) (byProdi.get(k.id_prodi) ?? byProdi.set(k.id_prodi, []).get(k.id_prodi)).push(k);
  // Courses offered now that a student already passed: the latest earlier grade reaches the
  // programme minimum on the scale of the KRS window (the service's rule; a D or E is retaken).
  const passed = new Set((await pool.query(`select x.id_mahasiswa, x.id_mata_kuliah from (
      select distinct on (kk.id_mahasiswa, kk.id_mata_kuliah) kk.id_mahasiswa, kk.id_mata_kuliah, kk.nilai_indeks, m.id_prodi
      from krs.krs_kelas kk join master_data.semester s on s.id_semester_registrasi = kk.id_semester_registrasi
      join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      where kk.nilai_indeks is not null and s.kode_semester < (select kode_semester from master_data.semester where id_semester_registrasi = $1)
        and exists (select 1 from master_data.kelas k where k.id_mata_kuliah = kk.id_mata_kuliah and k.id_semester_registrasi = $1)
      order by kk.id_mahasiswa, kk.id_mata_kuliah, s.kode_semester desc) x
    join master_data.pengaturan_prodi pp on pp.id_prodi = x.id_prodi
    join lateral (select sn.nilai_indeks from master_data.skala_nilai sn where sn.id_prodi = x.id_prodi and sn.nilai_huruf = pp.nilai_minimal_lulus
      and sn.berlaku_mulai <= (select krs_mulai from master_data.semester where id_semester_registrasi = $1) order by sn.berlaku_mulai desc limit 1) mn on true
    where x.nilai_indeks >= mn.nilai_indeks`, [sem])).rows.map((r) => `${r.id_mahasiswa}/${r.id_mata_kuliah}`));
  const offerOf = (s) => (byProdi.get(s.id_prodi) ?? []).filter((k) => !passed.has(`${s.id_mahasiswa}/${k.id_mata_kuliah}`)).map((k) => k.id_kelas);
  // Deterministic spread so product and baseline rounds get the same mix.
  let x = 12345;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  const usable = students.map((s) => ({ s, offer: offerOf(s) })).filter((u) => u.offer.length);
  if (usable.length < count) throw new Error(`hanya ${usable.length} mahasiswa dapat mengisi KRS, perlu ${count}`);
  return usable.slice(0, count).map(({ s, offer }) => {
    const id = rnd() < 0.6 ? offer[Math.floor(rnd() * Math.min(3, offer.length))] : offer[Math.floor(rnd() * offer.length)];
    return { ...s, ids: [id] };
  });
}

/** Integrity after a rush: seats over quota, counters unequal to rows, duplicate enrolments. */
export async function checkIntegrity(pool) {
  const q = async (text) => Number((await pool.query(text)).rows[0].n);
  return {
    overQuota: await q('select count(*) as n from krs.kelas_kuota where terisi > kuota'),
    counterMismatch: await q(`select count(*) as n from krs.kelas_kuota q where q.terisi <> (select count(*) from krs.krs_kelas kk where kk.id_kelas = q.id_kelas)`),
    duplicates: await q(`select count(*) as n from (select id_mahasiswa, id_kelas from krs.krs_kelas group by 1, 2 having count(*) > 1) d`),
    duplicateCourses: await q(`select count(*) as n from (select id_krs, id_mata_kuliah from krs.krs_kelas group by 1, 2 having count(*) > 1) d`),
  };
}
