import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart body with text fields and optional files (name, content). */
function form(fields: Record<string, string>, files: Array<[string, Buffer]> = []) {
  const boundary = '----siakad-bukti';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [name, content] of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(MODULE_TEST_DATABASES)('teaching materials and proof (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let kelas: { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number };
  let kelasKor: typeof kelas;
  let hariIni: number;
  let lalu: number;
  let depan: number;

  const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: auth(who) });
  const unggah = (fields: Record<string, string>, files: Array<[string, Buffer]>, who = 'dsn00') => {
    const f = form(fields, files);
    return k.inject({ method: 'POST', url: '/api/bukti-ajar', payload: f.payload, headers: { ...f.headers, ...auth(who) } });
  };
  const q = (c: typeof kelas) => `id_mata_kuliah=${c.id_mata_kuliah}&id_kelas=${c.id_kelas}&id_semester=${c.id_semester_registrasi}`;
  const tersimpan = async () => ({
    bukti: Number((await sql<{ n: number }>`select count(*)::int as n from teaching.bukti_mengajar`.execute(k.db)).rows[0].n),
    berkas: Number((await sql<{ n: number }>`select count(*)::int as n from core.berkas`.execute(k.db)).rows[0].n),
  });
  const kelasDosen = (username: string) => k.db.selectFrom('master_data.kelas as kl')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kl.id_semester_registrasi')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'kl.id_dosen').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kl.id_mata_kuliah')
    .select(['kl.id_semester_registrasi', 'kl.id_mata_kuliah', 'kl.id_kelas'])
    .where('s.aktif', '=', true).where('u.username', '=', username)
    .where(sql<boolean>`exists (select 1 from attendance.pertemuan p where p.id_kelas = kl.id_kelas)`)
    .orderBy(sql`mk.nama_mata_kuliah = 'Komputasi Awan'`, 'desc').orderBy('kl.id_kelas').executeTakeFirstOrThrow() as Promise<typeof kelas>;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    kelas = await kelasDosen('dsn00');
    kelasKor = await kelasDosen('kor00');
    const p = (await sql<{ hari_ini: number; lalu: number; depan: number }>`select
        (select id_pertemuan from attendance.pertemuan where id_kelas = ${kelas.id_kelas} and tanggal = (now() at time zone 'Asia/Jakarta')::date limit 1) as hari_ini,
        (select id_pertemuan from attendance.pertemuan where id_kelas = ${kelas.id_kelas} and tanggal < (now() at time zone 'Asia/Jakarta')::date order by tanggal desc limit 1) as lalu,
        (select id_pertemuan from attendance.pertemuan where id_kelas = ${kelas.id_kelas} and tanggal > (now() at time zone 'Asia/Jakarta')::date and dibuka_pada is null order by tanggal limit 1) as depan`.execute(k.db)).rows[0];
    ({ hari_ini: hariIni, lalu, depan } = p);
  });
  afterAll(async () => k?.close());

  it('every call is for lecturers only: others 403, visitors 401; nothing stored', async () => {
    const before = await tersimpan();
    const urls = [`bahan-ajar?id_mata_kuliah=${kelas.id_mata_kuliah}`, `bahan-ajar/get-file?id_mata_kuliah=${kelas.id_mata_kuliah}`, `bukti-ajar?${q(kelas)}`, `bukti-ajar/detail?id_pertemuan=${hariIni}`, 'bukti-ajar/berkas?id_bukti_mengajar=1'];
    for (const url of urls) {
      for (const who of ['mhs00', 'aka00', 'adm00']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode).toBe(401);
    }
    for (const who of ['mhs00', 'aka00']) expect((await unggah({ id_pertemuan: String(hariIni), topik: 'Pengantar' }, [['a.png', PNG]], who)).statusCode).toBe(403);
    const f = form({ id_pertemuan: String(hariIni), topik: 'Pengantar' }, [['a.png', PNG]]);
    expect((await k.inject({ method: 'POST', url: '/api/bukti-ajar', payload: f.payload, headers: f.headers })).statusCode).toBe(401);
    expect(await tersimpan()).toEqual(before);
  });

  it('GET bahan-ajar: content, file_rps and nama_mata_kuliah of a taught course; get-file sends the RPS PDF byte for byte', async () => {
    const res = await get(`bahan-ajar?id_mata_kuliah=${kelas.id_mata_kuliah}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.nama_mata_kuliah).toBe('Komputasi Awan');
    expect(body.content).toContain('Topik mingguan:\n1. Pengantar dan kontrak kuliah');
    expect(body.file_rps).toMatchObject({ nama: `RPS ${body.kode_mata_kuliah} Komputasi Awan.pdf`, mime: 'application/pdf' });
    const file = await get(`bahan-ajar/get-file?id_mata_kuliah=${kelas.id_mata_kuliah}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename="RPS ${body.kode_mata_kuliah} Komputasi Awan.pdf"`);
    const stored = (await sql<{ isi: Uint8Array }>`select f.isi from teaching.bahan_ajar b join core.berkas f on f.id = b.id_berkas_rps where b.id_mata_kuliah = ${kelas.id_mata_kuliah}`.execute(k.db)).rows[0];
    expect(file.rawPayload.equals(Buffer.from(stored.isi))).toBe(true);
    expect(file.rawPayload.length).toBe(body.file_rps.ukuran);
    // A real PDF: poppler reads its text.
    expect(execFileSync('pdftotext', ['-', '-'], { input: file.rawPayload }).toString()).toContain('RENCANA PEMBELAJARAN SEMESTER');
    // One stored RPS serves every course.
    expect(Number((await sql<{ n: number }>`select count(distinct id_berkas_rps)::int as n from teaching.bahan_ajar`.execute(k.db)).rows[0].n)).toBe(1);
    // Someone else's course 403, an unknown one 404, a bad query 400.
    const lain = await get(`bahan-ajar?id_mata_kuliah=${kelas.id_mata_kuliah}`, 'kor00');
    if (kelasKor.id_mata_kuliah !== kelas.id_mata_kuliah) {
      expect(lain.statusCode).toBe(403);
      expect(lain.json().message).toBe('Anda tidak mengampu kelas mata kuliah ini.');
      expect((await get(`bahan-ajar/get-file?id_mata_kuliah=${kelas.id_mata_kuliah}`, 'kor00')).statusCode).toBe(403);
    }
    expect((await get(`bahan-ajar?id_mata_kuliah=${kelasKor.id_mata_kuliah}`, 'kor00')).statusCode).toBe(200);
    expect((await get('bahan-ajar?id_mata_kuliah=99999999')).statusCode).toBe(404);
    expect((await get('bahan-ajar?id_mata_kuliah=x')).statusCode).toBe(400);
  });

  it('GET bukti-ajar: the class\'s meetings from the attendance module; only today\'s and past ones accept proof; someone else\'s class 403', async () => {
    expect(hariIni && lalu && depan).toBeTruthy();
    const res = await get(`bukti-ajar?${q(kelas)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.mata_kuliah.nama_mata_kuliah).toBe('Komputasi Awan');
    expect(body.data.length).toBe(16);
    const by = (id: number) => body.data.find((p: any) => p.id_pertemuan === id);
    expect(by(hariIni)).toMatchObject({ bisa_unggah: true, jumlah_bukti: 0, topik: null });
    expect(by(lalu)).toMatchObject({ bisa_unggah: true, terlaksana: true });
    expect(by(depan)).toMatchObject({ bisa_unggah: false, terlaksana: false });
    expect(body.data.map((p: any) => p.pertemuan_ke)).toEqual([...body.data.map((p: any) => p.pertemuan_ke)].sort((a, b) => a - b));
    const lain = await get(`bukti-ajar?${q(kelas)}`, 'kor00');
    expect(lain.statusCode).toBe(403);
    expect(lain.json().message).toBe('Anda bukan dosen pengampu kelas ini.');
    expect((await get(`bukti-ajar?${q(kelasKor)}`, 'kor00')).statusCode).toBe(200);
    expect((await get(`bukti-ajar?${q({ ...kelas, id_kelas: 99999999 })}`)).statusCode).toBe(404);
    expect((await get(`bukti-ajar?id_kelas=${kelas.id_kelas}`)).statusCode).toBe(400);
  });

  it('POST bukti-ajar refuses a bad topic, a missing, wrong-type or too-large file, a future meeting and someone else\'s meeting, and stores nothing', async () => {
    const before = await tersimpan();
    const topik = 'Pengantar komputasi awan';
    const kosong = await unggah({ id_pertemuan: String(hariIni), topik: '   ' }, [['a.png', PNG]]);
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().errors.topik[0]).toMatch(/^Topik\/materi yang diajarkan/);
    const tanpa = await unggah({ id_pertemuan: String(hariIni), topik }, []);
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().message).toBe('Berkas bukti (foto atau PDF) wajib diunggah.');
    const jenis = await unggah({ id_pertemuan: String(hariIni), topik }, [['bukti.pdf', Buffer.from('MZ bukan pdf')]]);
    expect(jenis.statusCode).toBe(400);
    expect(jenis.json().message).toBe('Jenis berkas tidak diizinkan. Jenis yang diterima: PDF, PNG, JPEG.');
    const besar = await unggah({ id_pertemuan: String(hariIni), topik }, [['besar.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])]]);
    expect(besar.statusCode).toBe(400);
    expect(besar.json().message).toBe('Ukuran berkas melebihi batas 5 MB.');
    const dua = await unggah({ id_pertemuan: String(hariIni), topik }, [['a.png', PNG], ['b.png', PNG]]);
    expect(dua.statusCode).toBe(400);
    const nanti = await unggah({ id_pertemuan: String(depan), topik }, [['a.png', PNG]]);
    expect(nanti.statusCode).toBe(409);
    expect(nanti.json().message).toMatch(/^Bukti mengajar hanya dapat diunggah untuk pertemuan hari ini atau yang sudah lewat/);
    const lain = await unggah({ id_pertemuan: String(hariIni), topik }, [['a.png', PNG]], 'kor00');
    expect(lain.statusCode).toBe(403);
    expect((await unggah({ id_pertemuan: '99999999', topik }, [['a.png', PNG]])).statusCode).toBe(404);
    expect((await unggah({ id_pertemuan: 'x', topik }, [['a.png', PNG]])).statusCode).toBe(400);
    expect((await unggah({ id_pertemuan: String(hariIni), topik, lain: '1' }, [['a.png', PNG]])).statusCode).toBe(400);
    const json = await k.inject({ method: 'POST', url: '/api/bukti-ajar', headers: auth('dsn00'), payload: { id_pertemuan: hariIni, topik } });
    expect(json.statusCode).toBe(400);
    expect(await tersimpan()).toEqual(before);
  });

  it('POST bukti-ajar stores the proof of today\'s and a past meeting; a second upload adds a file; detail lists them and the file comes back byte for byte', async () => {
    const first = await unggah({ id_pertemuan: String(lalu), topik: '  Virtualisasi dan kontainer  ' }, [['Foto Kelas.png', PNG]]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toMatch(/^Bukti mengajar pertemuan \d+ tersimpan\.$/);
    const second = await unggah({ id_pertemuan: String(lalu), topik: 'Virtualisasi (lanjutan)' }, [['Daftar Hadir.pdf', PDF]]);
    expect(second.statusCode, second.body).toBe(200);
    expect((await unggah({ id_pertemuan: String(hariIni), topik: 'Pengantar' }, [['hari ini.pdf', PDF]])).statusCode).toBe(200);

    const list = (await get(`bukti-ajar?${q(kelas)}`)).json();
    expect(list.data.find((p: any) => p.id_pertemuan === lalu)).toMatchObject({ jumlah_bukti: 2, topik: 'Virtualisasi (lanjutan)', bisa_unggah: true });
    const detail = await get(`bukti-ajar/detail?id_pertemuan=${lalu}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json();
    expect(d.bukti.map((b: any) => [b.nama, b.topik])).toEqual([['Daftar Hadir.pdf', 'Virtualisasi (lanjutan)'], ['Foto Kelas.png', 'Virtualisasi dan kontainer']]);
    const hadir = Number((await sql<{ n: number }>`select count(*)::int as n from attendance.kehadiran where id_pertemuan = ${lalu} and status = 'hadir'`.execute(k.db)).rows[0].n);
    expect(d.jumlah_hadir).toBe(hadir);
    expect(d.jumlah_mahasiswa).toBeGreaterThanOrEqual(hadir);
    expect(d.pertemuan.id_pertemuan).toBe(lalu);

    const png = await get(`bukti-ajar/berkas?id_bukti_mengajar=${first.json().id_bukti_mengajar}`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('filename="Foto Kelas.png"');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`bukti-ajar/berkas?id_bukti_mengajar=${first.json().id_bukti_mengajar}`, 'kor00')).statusCode).toBe(403);
    expect((await get(`bukti-ajar/detail?id_pertemuan=${lalu}`, 'kor00')).statusCode).toBe(403);
    expect((await get('bukti-ajar/berkas?id_bukti_mengajar=99999999')).statusCode).toBe(404);

    // At most five files per meeting: the sixth is refused and not stored.
    for (let i = 0; i < 3; i++) expect((await unggah({ id_pertemuan: String(lalu), topik: `Tambahan ${i}` }, [['x.png', PNG]])).statusCode).toBe(200);
    const before = await tersimpan();
    const penuh = await unggah({ id_pertemuan: String(lalu), topik: 'Keenam' }, [['x.png', PNG]]);
    expect(penuh.statusCode).toBe(409);
    expect(penuh.json().message).toBe('Pertemuan ini sudah memiliki 5 berkas bukti (paling banyak 5).');
    expect(await tersimpan()).toEqual(before);
    expect((await get(`bukti-ajar?${q(kelas)}`)).json().data.find((p: any) => p.id_pertemuan === lalu).bisa_unggah).toBe(false);
  });

  it('uploads of one meeting at once never pass the limit of five', async () => {
    const ada = Number((await sql<{ n: number }>`select count(*)::int as n from teaching.bukti_mengajar where id_pertemuan = ${hariIni}`.execute(k.db)).rows[0].n);
    const hasil = await Promise.all(Array.from({ length: 6 }, (_, i) => unggah({ id_pertemuan: String(hariIni), topik: `Serentak ${i}` }, [['s.png', PNG]])));
    expect(hasil.filter((r) => r.statusCode === 200).length).toBe(5 - ada);
    expect(hasil.filter((r) => r.statusCode === 409).length).toBe(6 - (5 - ada));
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from teaching.bukti_mengajar where id_pertemuan = ${hariIni}`.execute(k.db)).rows[0].n)).toBe(5);
  });
});
