import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import questionnaire from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe.each(MODULE_TEST_DATABASES)('questionnaire management by adm00 (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let aktif: { id_semester_registrasi: number; nama_semester_registrasi: string };
  let lalu: { id_semester_registrasi: number; nama_semester_registrasi: string };
  /** A semester without questionnaires (the short semester before the active one). */
  let kosong: { id_semester_registrasi: number; nama_semester_registrasi: string };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
    k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload === undefined ? {} : { payload: payload as object }) });
  const daftar = async () => (await call('GET', 'kuesioner/kelola?per_page=100', 'adm00')).json();
  const cari = async (jenis: string, idSemester: number) => (await daftar()).data.find((q: any) => q.jenis === jenis && q.id_semester_registrasi === idSemester);
  const flag = async (username: string) => Number((await k.db.withSchema('core').selectFrom('pengguna').select('flags_kuesioner').where('username', '=', username).executeTakeFirstOrThrow()).flags_kuesioner);
  const semua = (soal: Array<{ id_soal: number; tipe?: string }>, nilai = 4) => soal.filter((s) => s.tipe !== 'komentar').map((s) => ({ id_soal: s.id_soal, nilai }));
  const isian = (soal: Array<{ id_soal: number; kategori: string; pertanyaan: string }>) => soal.map(({ id_soal, kategori, pertanyaan }) => ({ id_soal, kategori, pertanyaan }));

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, questionnaire], database });
    for (const u of ['mhs00', 'dsn00', 'kor00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    const semesters = await k.db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi', 'aktif', 'kode_semester']).orderBy('kode_semester', 'desc').execute();
    aktif = semesters.find((s) => s.aktif)!;
    lalu = semesters.find((s) => !s.aktif && !String(s.kode_semester).endsWith('3'))!;
    kosong = semesters.find((s) => !s.aktif && String(s.kode_semester).endsWith('3'))!;
  });
  afterAll(async () => k?.close());

  it('only adm00 reaches the calls: others get 403, visitors 401, and nothing changes', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', 'kuesioner/kelola'], ['POST', 'kuesioner/kelola', { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'mahasiswa' }],
      ['GET', 'kuesioner/kelola/1'], ['PUT', 'kuesioner/kelola/1', { versi: 1, judul: 'Judul', petunjuk: 'Petunjuk', soal: [{ kategori: 'A', pertanyaan: 'Pertanyaan satu' }] }],
      ['DELETE', 'kuesioner/kelola/1'], ['POST', 'kuesioner/kelola/1/tutup'],
    ];
    const before = JSON.stringify(await daftar());
    for (const [method, url, payload] of calls) {
      for (const who of ['mhs00', 'dsn00', 'kor00', 'aka00']) {
        const res = await call(method, url, who, payload);
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}`, ...(payload ? { payload: payload as object } : {}) })).statusCode).toBe(401);
    }
    expect(JSON.stringify(await daftar())).toBe(before);
  });

  it('lists the seeded questionnaires: the active semester\'s published with sheets, the previous one\'s closed', async () => {
    const d = await daftar();
    expect(d.semester[0]).toMatchObject({ id_semester_registrasi: aktif.id_semester_registrasi, aktif: true });
    const mhs = await cari('mahasiswa', aktif.id_semester_registrasi);
    expect(mhs).toMatchObject({ status: 'terbit', semester_aktif: true, jumlah_soal: 9 });
    expect(mhs.jumlah_lembar).toBeGreaterThan(0);
    expect(await cari('dosen', aktif.id_semester_registrasi)).toMatchObject({ status: 'terbit', jumlah_soal: 7 });
    expect(await cari('mahasiswa', lalu.id_semester_registrasi)).toMatchObject({ status: 'ditutup', semester_aktif: false, jumlah_soal: 9 });
    const detail = (await call('GET', `kuesioner/kelola/${mhs.id_kuesioner}`, 'adm00')).json();
    expect(detail.soal.map((s: any) => s.urutan)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(detail.riwayat.map((r: any) => [r.dari, r.ke])).toEqual([[null, 'draf'], ['draf', 'terbit']]);
    expect((await call('GET', 'kuesioner/kelola/999999', 'adm00')).statusCode).toBe(404);
  });

  it('creates one draft per semester and kind, copying an earlier questionnaire\'s questions; a second (also at the same moment) is 409', async () => {
    const sumber = await cari('mahasiswa', lalu.id_semester_registrasi);
    const dup = await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: aktif.id_semester_registrasi, jenis: 'mahasiswa' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`Kuesioner Mahasiswa untuk semester ${aktif.nama_semester_registrasi} sudah ada.`);
    const beda = await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'dosen', salin_dari: sumber.id_kuesioner });
    expect(beda.statusCode).toBe(400);
    expect(beda.json().errors.salin_dari).toEqual(['Soal hanya dapat disalin dari kuesioner yang sejenis.']);
    expect((await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: 999999, jenis: 'dosen' })).statusCode).toBe(404);
    const spasi = await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'dosen', judul: '     ' });
    expect(spasi.statusCode).toBe(400);
    expect(await cari('mahasiswa', kosong.id_semester_registrasi)).toBeUndefined();

    const body = { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'mahasiswa', salin_dari: sumber.id_kuesioner };
    const [a, b] = await Promise.all([call('POST', 'kuesioner/kelola', 'adm00', body), call('POST', 'kuesioner/kelola', 'adm00', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = (a.statusCode === 200 ? a : b).json();
    expect(ok.message).toBe(`Draf "Evaluasi Dosen oleh Mahasiswa (EDOM) ${kosong.nama_semester_registrasi}" dibuat.`);
    expect(ok.data).toMatchObject({ status: 'draf', versi: 1, jumlah_soal: 9, jumlah_lembar: 0 });
    const asal = (await call('GET', `kuesioner/kelola/${sumber.id_kuesioner}`, 'adm00')).json();
    expect(ok.data.soal.map((s: any) => s.pertanyaan)).toEqual(asal.soal.map((s: any) => s.pertanyaan));
    expect(ok.data.soal[0].id_soal).not.toBe(asal.soal[0].id_soal);
    expect(ok.data.riwayat).toMatchObject([{ dari: null, ke: 'draf', nama_user: expect.any(String) }]);
  });

  it('saves a draft\'s title and questions (edit, move, remove, add) once per loaded version', async () => {
    const draf = (await call('GET', `kuesioner/kelola/${(await cari('mahasiswa', kosong.id_semester_registrasi)).id_kuesioner}`, 'adm00')).json();
    const [s1, s2, s3] = draf.soal;
    const body = {
      versi: draf.versi, judul: '  EDOM Semester Pendek  ', petunjuk: draf.petunjuk,
      soal: [{ ...isian([s3])[0], pertanyaan: 'Dosen hadir tepat waktu di setiap pertemuan.' }, ...isian([s1]), { kategori: 'Umum', pertanyaan: 'Secara keseluruhan kelas ini bermanfaat.' }],
    };
    const res = await call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Kuesioner "EDOM Semester Pendek" tersimpan.');
    expect(data).toMatchObject({ judul: 'EDOM Semester Pendek', versi: draf.versi + 1, jumlah_soal: 3 });
    expect(data.soal.map((s: any) => [s.urutan, s.id_soal === s3.id_soal, s.pertanyaan])).toEqual([
      [1, true, 'Dosen hadir tepat waktu di setiap pertemuan.'], [2, false, s1.pertanyaan], [3, false, 'Secara keseluruhan kelas ini bermanfaat.'],
    ]);
    expect(data.soal[1].id_soal).toBe(s1.id_soal);
    expect(data.soal.some((s: any) => s.id_soal === s2.id_soal)).toBe(false);

    // A page that loaded the older version is refused, and so is a question of another questionnaire.
    const basi = await call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', { ...body, judul: 'Versi lama' });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toBe('Kuesioner ini baru saja diubah oleh orang lain. Muat ulang halaman, lalu ulangi perubahan Anda.');
    const asing = await call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', { ...body, versi: data.versi, soal: [{ id_soal: s2.id_soal, kategori: 'A', pertanyaan: 'Pertanyaan asing' }] });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().errors.soal).toEqual([`Soal tidak termasuk kuesioner ini: ${s2.id_soal}.`]);
    const kosongSoal = await call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', { ...body, versi: data.versi, soal: [] });
    expect(kosongSoal.statusCode).toBe(400);
    // Two saves of the same version at once: exactly one is stored.
    const [a, b] = await Promise.all([
      call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', { ...body, versi: data.versi, judul: 'Simpanan A', soal: isian(data.soal) }),
      call('PUT', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00', { ...body, versi: data.versi, judul: 'Simpanan B', soal: isian(data.soal) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const now = (await call('GET', `kuesioner/kelola/${draf.id_kuesioner}`, 'adm00')).json();
    expect(now.judul).toBe((a.statusCode === 200 ? a : b).json().data.judul);
    expect(now.versi).toBe(data.versi + 1);
  });

  it('the state machine: publish, close, reopen, back to draft; wrong transitions are 409 and leave a history', async () => {
    const q = await cari('mahasiswa', kosong.id_semester_registrasi);
    const aksi = (a: string, id = q.id_kuesioner) => call('POST', `kuesioner/kelola/${id}/${a}`, 'adm00');
    const tutupDraf = await aksi('tutup');
    expect(tutupDraf.statusCode).toBe(409);
    expect(tutupDraf.json().message).toBe('Kuesioner berstatus Draf tidak dapat ditutup.');
    expect((await aksi('hapus-semua')).statusCode).toBe(400);
    const terbit = await aksi('terbitkan');
    expect(terbit.statusCode).toBe(200);
    expect(terbit.json().message).toBe('Kuesioner "Simpanan A" diterbitkan.'.replace('Simpanan A', terbit.json().data.judul));
    expect(terbit.json()).not.toHaveProperty('dosen_diminta_mengisi');
    const ubah = await call('PUT', `kuesioner/kelola/${q.id_kuesioner}`, 'adm00', { versi: terbit.json().data.versi, judul: 'Judul baru', petunjuk: 'Petunjuk baru', soal: [{ kategori: 'A', pertanyaan: 'Pertanyaan baru' }] });
    expect(ubah.statusCode).toBe(409);
    expect(ubah.json().message).toBe('Kuesioner berstatus Terbit tidak dapat diubah; hanya draf yang dapat diubah.');
    // Two closures at once: one wins, the other finds it closed.
    const [a, b] = await Promise.all([aksi('tutup'), aksi('tutup')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe('Kuesioner berstatus Ditutup tidak dapat ditutup.');
    expect((await aksi('buka-kembali')).statusCode).toBe(200);
    const draf = await aksi('jadikan-draf');
    expect(draf.statusCode).toBe(200);
    expect(draf.json().data.riwayat.map((r: any) => `${r.dari}>${r.ke}`)).toEqual(['null>draf', 'draf>terbit', 'terbit>ditutup', 'ditutup>terbit', 'terbit>draf']);
    expect((await aksi('terbitkan', 999999)).statusCode).toBe(404);
    // A draft nobody filled may be deleted; a published one may not.
    const del = await call('DELETE', `kuesioner/kelola/${q.id_kuesioner}`, 'adm00');
    expect(del.statusCode).toBe(200);
    expect(await cari('mahasiswa', kosong.id_semester_registrasi)).toBeUndefined();
    const terbitAktif = await cari('mahasiswa', aktif.id_semester_registrasi);
    expect((await call('DELETE', `kuesioner/kelola/${terbitAktif.id_kuesioner}`, 'adm00')).statusCode).toBe(409);
  });

  it('students see only a published questionnaire; once filled its questions are fixed (409) and it cannot become a draft', async () => {
    const q = await cari('mahasiswa', aktif.id_semester_registrasi);
    const detail = (await call('GET', `kuesioner/kelola/${q.id_kuesioner}`, 'adm00')).json();
    const terkunci = await call('PUT', `kuesioner/kelola/${q.id_kuesioner}`, 'adm00', { versi: detail.versi, judul: detail.judul, petunjuk: detail.petunjuk, soal: isian(detail.soal).slice(1) });
    expect(terkunci.statusCode).toBe(409);
    expect(terkunci.json().message).toMatch(/^Soal tidak dapat diubah atau dihapus lagi karena kuesioner ini sudah diisi/);
    const keDraf = await call('POST', `kuesioner/kelola/${q.id_kuesioner}/jadikan-draf`, 'adm00');
    expect(keDraf.statusCode).toBe(409);
    expect(keDraf.json().message).toBe('Kuesioner yang sudah diisi tidak dapat dijadikan draf lagi.');

    const mhs = (await call('GET', 'kuesioner', 'mhs00')).json();
    expect(mhs.kuesioner.id_kuesioner).toBe(q.id_kuesioner);
    expect((await call('POST', `kuesioner/kelola/${q.id_kuesioner}/tutup`, 'adm00')).statusCode).toBe(200);
    expect((await call('GET', 'kuesioner', 'mhs00')).json()).toEqual({ kuesioner: null, soal: [], kelas: [], belum_diisi: 0 });
    const tertutup = await call('POST', 'kuesioner', 'mhs00', { id_kelas: mhs.kelas[0].id_kelas, jawaban: semua(mhs.soal) });
    expect(tertutup.statusCode).toBe(404);
    // The statistics still read a closed questionnaire.
    expect((await call('GET', 'kuesioner/statistik', 'aka00')).json().kuesioner.id_kuesioner).toBe(q.id_kuesioner);
    expect((await call('POST', `kuesioner/kelola/${q.id_kuesioner}/buka-kembali`, 'adm00')).statusCode).toBe(200);
    expect((await call('POST', 'kuesioner', 'mhs00', { id_kelas: mhs.kelas[0].id_kelas, jawaban: semua(mhs.soal) })).statusCode).toBe(200);
  });

  it('publishing the active semester\'s lecturer questionnaire asks the lecturers teaching this semester (flag 0), in the same transaction', async () => {
    const seeded = await cari('dosen', aktif.id_semester_registrasi);
    expect(await flag('dsn00')).toBe(1);
    // A new semester's situation: no lecturer questionnaire yet (the seeded one removed with its sheets).
    await k.db.deleteFrom('questionnaire.kuesioner').where('id_kuesioner', '=', seeded.id_kuesioner).execute();
    const sumber = await cari('dosen', lalu.id_semester_registrasi);
    const dibuat = (await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: aktif.id_semester_registrasi, jenis: 'dosen', salin_dari: sumber.id_kuesioner })).json();
    // A draft asks nobody, and neither dsn00 nor kor00 sees it.
    expect((await call('GET', 'kuesioner-dosen', 'dsn00')).json()).toMatchObject({ kuesioner: null, flags_kuesioner: 1 });

    const mengajar = await k.db.selectFrom('master_data.dosen as d').innerJoin('master_data.kelas as kl', 'kl.id_dosen', 'd.id_dosen')
      .select('d.id_user').distinct().where('kl.id_semester_registrasi', '=', aktif.id_semester_registrasi).where('d.id_user', 'is not', null).execute();
    const idsMengajar = mengajar.map((r) => r.id_user as number);
    const terbit = await call('POST', `kuesioner/kelola/${dibuat.data.id_kuesioner}/terbitkan`, 'adm00');
    expect(terbit.statusCode).toBe(200);
    expect(terbit.json().dosen_diminta_mengisi).toBe(idsMengajar.length);
    expect(terbit.json().message).toBe(`Kuesioner "Kuesioner Dosen ${aktif.nama_semester_registrasi}" diterbitkan. ${idsMengajar.length} dosen pengajar semester ini diminta mengisinya.`);
    const flags = await k.db.selectFrom('core.pengguna').select(['id_user', 'flags_kuesioner']).execute();
    for (const f of flags) expect(Number(f.flags_kuesioner), `user ${f.id_user}`).toBe(idsMengajar.includes(f.id_user) ? 0 : 1);
    expect(await flag('dsn00')).toBe(0);

    // dsn00's next login carries the 0 (the blocking dialog of spec section 2); answering sets 1 again.
    const token = (await k.inject({ method: 'POST', url: '/api/login', payload: { username: 'dsn00', password: 'siakad' } })).json().access_token;
    expect(claimsOf(token).flags_kuesioner).toBe(0);
    tokens.dsn00 = token;
    const q = (await call('GET', 'kuesioner-dosen', 'dsn00')).json();
    expect(q).toMatchObject({ kuesioner: { id_kuesioner: dibuat.data.id_kuesioner }, sudah_diisi: false, flags_kuesioner: 0 });
    expect((await call('POST', 'kuesioner-dosen', 'dsn00', { jawaban: semua(q.soal) })).statusCode).toBe(200);
    expect(await flag('dsn00')).toBe(1);

    // Closing and reopening asks again only those who have not answered.
    expect((await call('POST', `kuesioner/kelola/${dibuat.data.id_kuesioner}/tutup`, 'adm00')).statusCode).toBe(200);
    const buka = (await call('POST', `kuesioner/kelola/${dibuat.data.id_kuesioner}/buka-kembali`, 'adm00')).json();
    expect(buka.dosen_diminta_mengisi).toBe(0);
    expect(await flag('dsn00')).toBe(1);
  });

  it('publishing a lecturer questionnaire of another semester asks nobody', async () => {
    const dibuat = (await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'dosen', salin_dari: (await cari('dosen', lalu.id_semester_registrasi)).id_kuesioner })).json();
    await k.db.updateTable('core.pengguna').set({ flags_kuesioner: 1 }).execute();
    const terbit = await call('POST', `kuesioner/kelola/${dibuat.data.id_kuesioner}/terbitkan`, 'adm00');
    expect(terbit.statusCode).toBe(200);
    expect(terbit.json()).not.toHaveProperty('dosen_diminta_mengisi');
    const nol = await k.db.selectFrom('core.pengguna').select('id_user').where('flags_kuesioner', '=', 0).execute();
    expect(nol).toEqual([]);
  });
});
