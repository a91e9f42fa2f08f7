import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import lecturer from './index';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart leave form: text fields and at most one file `berkas` (name, content). */
function form(fields: Record<string, string>, file?: [string, Buffer]) {
  const boundary = '----siakad-izin';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${file[0]}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file[1], Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(MODULE_TEST_DATABASES)('lecturer leave requests, absen-jalan (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let kaprodi: string;
  let suratTugas: number;
  const auth = (who: string) => ({ authorization: `Bearer ${who === 'kaprodi' ? kaprodi : tokens[who]}` });
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: auth(who) });
  const post = (url: string, who: string, payload: object) => k.inject({ method: 'POST', url: `/api/${url}`, headers: auth(who), payload });
  const ajukan = (fields: Record<string, string>, file?: [string, Buffer], who = 'dsn00') => {
    const f = form(fields, file);
    return k.inject({ method: 'POST', url: '/api/absen-jalan/pengajuan-izin', payload: f.payload, headers: { ...f.headers, ...auth(who) } });
  };
  const jumlah = async () => (await sql<{ izin: number; berkas: number }>`select (select count(*)::int from lecturer.pengajuan_izin) as izin,
    (select count(*)::int from core.berkas) as berkas`.execute(k.db)).rows[0];
  const status = async (id: number) => (await sql<{ status: string }>`select status from lecturer.pengajuan_izin where id_pengajuan_izin = ${id}`.execute(k.db)).rows[0].status;
  const hari = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const sah = (over: Record<string, string> = {}) => ({
    jenis: 'tugas_luar', tanggal_mulai: hari(40), tanggal_selesai: hari(41), alasan: 'Narasumber lokakarya kurikulum di Politeknik Negeri Bandung.',
    id_jenis_lampiran_pengajuan: String(suratTugas), ...over,
  });
  const waiting = async (username: string) => (await sql<{ id: number }>`select i.id_pengajuan_izin as id from lecturer.pengajuan_izin i
    join master_data.dosen d on d.id_dosen = i.id_dosen join core.pengguna u on u.id_user = d.id_user
    where u.username = ${username} and i.status = 'diajukan' order by i.id_pengajuan_izin limit 1`.execute(k.db)).rows[0].id;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01']) tokens[u] = await k.login(u);
    // dsn00 is also head of Teknik Informatika (group aka02).
    kaprodi = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: auth('dsn00'), payload: { id_group_user: 'aka02' } })).json().access_token;
    // A second session back in the lecturer's own group (the switch is remembered per session).
    tokens.dsn00 = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${await k.login('dsn00')}` }, payload: { id_group_user: 'dsn00' } })).json().access_token;
    suratTugas = (await k.db.selectFrom('master_data.jenis_lampiran_pengajuan').select('id_jenis_lampiran_pengajuan').where('kode', '=', 'surat_tugas').executeTakeFirstOrThrow()).id_jenis_lampiran_pengajuan;
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed: dsn00 has requests in three states, the approvers see the waiting ones; others are refused', async () => {
    const mine = (await get('absen-jalan/pengajuan-izin')).json();
    expect(mine.peran).toBe('pemohon');
    expect(mine.data.map((r: any) => r.status).sort()).toEqual(['diajukan', 'disetujui', 'ditolak']);
    expect(mine.data.find((r: any) => r.status === 'ditolak').catatan).toMatch(/UTS/);
    expect(mine.data.every((r: any) => r.nama_dosen === 'Dr. Ir. Budi Santoso, M.Kom.')).toBe(true);
    const staf = (await get('absen-jalan/pengajuan-izin?status=diajukan', 'aka00')).json();
    expect(staf.peran).toBe('pemberi');
    expect(staf.data.map((r: any) => r.nama_dosen)).toEqual(expect.arrayContaining(['Dr. Ir. Budi Santoso, M.Kom.', expect.stringContaining('Hendra Gunawan')]));
    expect((await get('absen-jalan/pengajuan-izin?status=diajukan', 'kaprodi')).json().total).toBeGreaterThanOrEqual(2);
    expect((await get('absen-jalan/pengajuan-izin', 'mhs00')).statusCode).toBe(403);
    expect((await get('absen-jalan/pengajuan-izin', 'aka01')).statusCode).toBe(403);
    expect((await k.inject({ method: 'GET', url: '/api/absen-jalan/pengajuan-izin' })).statusCode).toBe(401);
    expect((await ajukan(sah(), ['surat.pdf', PDF], 'aka00')).statusCode).toBe(403);
  });

  it('POST pengajuan-izin: bad input is refused with a reason and stores nothing', async () => {
    const before = await jumlah();
    const cases: Array<[Record<string, string>, [string, Buffer] | undefined, string]> = [
      [sah({ tanggal_mulai: '2025-02-30' }), ['a.pdf', PDF], 'tanggal_mulai'],
      [sah({ tanggal_selesai: hari(39) }), ['a.pdf', PDF], 'tanggal_selesai'],
      [sah({ tanggal_selesai: hari(200) }), ['a.pdf', PDF], 'tanggal_selesai'],
      [sah({ tanggal_mulai: hari(-30), tanggal_selesai: hari(-29) }), ['a.pdf', PDF], 'tanggal_mulai'],
      [sah({ id_jenis_lampiran_pengajuan: '999999' }), ['a.pdf', PDF], 'id_jenis_lampiran_pengajuan'],
      [sah({ alasan: '   pendek   ' }), ['a.pdf', PDF], 'alasan'],
      [sah({ jenis: 'liburan' }), ['a.pdf', PDF], 'jenis'],
      [sah(), undefined, 'berkas'],
    ];
    for (const [fields, file, field] of cases) {
      const res = await ajukan(fields, file);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    expect((await ajukan(sah(), ['catatan.txt', Buffer.from('bukan berkas resmi')])).json().message).toMatch(/PDF, PNG, JPEG/);
    const besar = await ajukan(sah(), ['besar.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])]);
    expect(besar.statusCode).toBe(400);
    // Overlapping dsn00's seeded waiting request (in 3 to 5 days).
    const bertumpuk = await ajukan(sah({ tanggal_mulai: hari(4), tanggal_selesai: hari(8) }), ['a.pdf', PDF]);
    expect(bertumpuk.statusCode).toBe(409);
    expect(bertumpuk.json().message).toMatch(/tidak boleh bertumpuk/);
    expect(await jumlah()).toEqual(before);
  });

  it('request with a file -> classes arranged -> granted; the file only for the requester and the approvers', async () => {
    // A range holding meetings of dsn00's classes, clear of the seeded requests.
    const { rows: [m] } = await sql<{ tanggal: string }>`select to_char(min(p.tanggal), 'YYYY-MM-DD') as tanggal from attendance.pertemuan p
      join master_data.kelas kl on kl.id_kelas = p.id_kelas join master_data.dosen d on d.id_dosen = kl.id_dosen join core.pengguna u on u.id_user = d.id_user
      where u.username = 'dsn00' and p.jenis = 'kuliah' and p.tanggal >= ${hari(10)}::date and p.tanggal <= ${hari(60)}::date`.execute(k.db);
    expect(m.tanggal).toBeTruthy();
    const res = await ajukan(sah({ tanggal_mulai: m.tanggal, tanggal_selesai: m.tanggal, jenis: 'cuti' }), ['Surat Tugas.pdf', PDF]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id_pengajuan_izin;
    expect((await ajukan(sah({ tanggal_mulai: m.tanggal, tanggal_selesai: m.tanggal }), ['a.pdf', PDF])).statusCode).toBe(409);

    const file = await get(`absen-jalan/pengajuan-izin/berkas/${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`absen-jalan/pengajuan-izin/berkas/${id}`, 'aka00')).statusCode).toBe(200);
    expect((await get(`absen-jalan/pengajuan-izin/berkas/${id}`, 'kor00')).statusCode).toBe(404);
    expect((await get(`absen-jalan/pengajuan-izin/berkas/${id}`, 'mhs00')).statusCode).toBe(403);

    const kelas = (await get(`absen-jalan/mengikuti-kelas?id_pengajuan_izin=${id}`)).json();
    expect(kelas).toMatchObject({ tersedia: true, bisa_diubah: true });
    expect(kelas.data.length).toBeGreaterThan(0);
    expect(kelas.data.every((p: any) => p.tanggal === m.tanggal && p.cara === null)).toBe(true);
    const pertemuan = kelas.data[0].id_pertemuan;
    const atur = { id_pengajuan_izin: id, id_pertemuan: pertemuan, cara: 'daring', keterangan: 'Melalui Zoom pada jam yang sama.' };
    expect((await post('absen-jalan/mengikuti-kelas', 'kor00', atur)).statusCode).toBe(404);
    const lain = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p where p.tanggal <> ${m.tanggal}::date limit 1`.execute(k.db)).rows[0].id;
    expect((await post('absen-jalan/mengikuti-kelas', 'dsn00', { ...atur, id_pertemuan: lain })).statusCode).toBe(400);
    expect((await post('absen-jalan/mengikuti-kelas', 'dsn00', { ...atur, cara: 'libur' })).statusCode).toBe(400);
    expect((await post('absen-jalan/mengikuti-kelas', 'dsn00', { ...atur, cara: 'penugasan' })).statusCode).toBe(200);
    expect((await post('absen-jalan/mengikuti-kelas', 'dsn00', atur)).statusCode).toBe(200);
    const seen = (await get(`absen-jalan/mengikuti-kelas?id_pengajuan_izin=${id}`, 'aka00')).json();
    expect(seen.bisa_diubah).toBe(false);
    expect(seen.data.find((p: any) => p.id_pertemuan === pertemuan)).toMatchObject({ cara: 'daring', keterangan: 'Melalui Zoom pada jam yang sama.' });
    expect((await get(`absen-jalan/mengikuti-kelas?id_pengajuan_izin=${id}`, 'kor00')).statusCode).toBe(404);

    // dsn00 as head of programme may not decide their own request.
    const own = await post('absen-jalan/pemberian-izin', 'kaprodi', { id_pengajuan_izin: id, setuju: true });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Anda tidak dapat memutuskan pengajuan izin Anda sendiri.');
    expect((await post('absen-jalan/pemberian-izin', 'dsn00', { id_pengajuan_izin: id, setuju: true })).statusCode).toBe(403);
    const granted = await post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: true });
    expect(granted.json()).toEqual({ message: 'Izin dosen disetujui.', status: 'disetujui' });
    const again = await post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: false, catatan: 'Berubah pikiran.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pengajuan izin ini sudah disetujui; keputusan tidak dapat diubah.');
    expect((await post('absen-jalan/mengikuti-kelas', 'dsn00', atur)).statusCode).toBe(409);
    const mine = (await get('absen-jalan/pengajuan-izin')).json().data.find((r: any) => r.id_pengajuan_izin === id);
    expect(mine).toMatchObject({ status: 'disetujui', jenis: 'cuti', nama_berkas: 'Surat Tugas.pdf', nama_jenis_lampiran: 'Surat Tugas', jumlah_hari: 1, diputuskan_oleh: expect.any(String) });
  });

  it('POST pemberian-izin: a refusal needs its reason; outside the approver programmes is not found', async () => {
    const id = await waiting('kor00');
    const tanpa = await post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: false, catatan: '  ' });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors).toEqual({ catatan: ['Alasan penolakan wajib diisi (minimal 5 karakter).'] });
    expect((await post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: 99999999, setuju: true })).statusCode).toBe(404);
    const idUser = (await k.db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'aka00').executeTakeFirstOrThrow()).id_user;
    const akses = await k.db.selectFrom('core.akses_prodi').selectAll().where('id_user', '=', idUser).execute();
    await k.db.deleteFrom('core.akses_prodi').where('id_user', '=', idUser).execute();
    try {
      expect((await post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: true })).statusCode).toBe(404);
      expect((await get('absen-jalan/pengajuan-izin', 'aka00')).json().total).toBe(0);
    } finally {
      await k.db.insertInto('core.akses_prodi').values(akses).execute();
    }
    expect(await status(id)).toBe('diajukan');
  });

  it('two approvers deciding at once: exactly one wins, the other gets 409', async () => {
    const id = await waiting('kor00');
    const results = await Promise.all([
      post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: true }),
      post('absen-jalan/pemberian-izin', 'kaprodi', { id_pengajuan_izin: id, setuju: false, catatan: 'Jadwal kuliah pengganti belum ada.' }),
      post('absen-jalan/pemberian-izin', 'aka00', { id_pengajuan_izin: id, setuju: true }),
      post('absen-jalan/pemberian-izin', 'kaprodi', { id_pengajuan_izin: id, setuju: true }),
    ]);
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await status(id)).toBe(won[0].json().status);
  });
});

describe.each(MODULE_TEST_DATABASES)('lecturer leave without the attendance module (%s)', (database) => {
  let k: TestKernel;
  afterAll(async () => k?.close());

  it('lists requests but no meetings, and refuses arrangements', async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    const token = await k.login('dsn00');
    const headers = { authorization: `Bearer ${token}` };
    const mine = (await k.inject({ method: 'GET', url: '/api/absen-jalan/pengajuan-izin?status=diajukan', headers })).json();
    expect(mine.total).toBe(1);
    const id = mine.data[0].id_pengajuan_izin;
    expect((await k.inject({ method: 'GET', url: `/api/absen-jalan/mengikuti-kelas?id_pengajuan_izin=${id}`, headers })).json()).toEqual({ tersedia: false, bisa_diubah: false, data: [] });
    const atur = await k.inject({ method: 'POST', url: '/api/absen-jalan/mengikuti-kelas', headers, payload: { id_pengajuan_izin: id, id_pertemuan: 1, cara: 'daring' } });
    expect(atur.statusCode).toBe(400);
    expect((await sql<{ n: number }>`select count(*)::int as n from lecturer.mengikuti_kelas`.execute(k.db)).rows[0].n).toBe(0);
  }, 240_000);
});
