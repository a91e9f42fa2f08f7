import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../../core/server/files/store';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import lecturer from './index';

const BASE = 'kegiatan-dosen-lvl/v2';
const DILARANG = 'Anda tidak berhak mengakses data ini.';
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body of text fields and at most one file part `bukti`. */
function multipart(fields: Record<string, string>, file?: { filename: string; content: Buffer; type?: string }) {
  const boundary = '----kegiatan' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bukti"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(MODULE_TEST_DATABASES)('lecturer activities API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number; id_prodi: number; id_fakultas: number };
  /** Lecturers: a colleague of dsn00's programme, one of another programme of the same faculty, one of another faculty. */
  const dosen: Record<'rekan' | 'fakultas' | 'luar', number> = { rekan: 0, fakultas: 0, luar: 0 };
  let sesi: number[];
  let hariKe = 100;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${BASE}/${url}`, headers: bearer(who) });
  const validasi = (id: number, who: string, body: object) => k.inject({ method: 'POST', url: `/api/${BASE}/pengajuan/${id}/validasi`, headers: bearer(who), payload: body });
  const batal = (id: number, who = 'dsn00') => k.inject({ method: 'POST', url: `/api/${BASE}/pengajuan/${id}/batal`, headers: bearer(who) });
  const lalu = (hari: number) => new Date(Date.now() + 7 * 3600_000 - hari * 86_400_000).toISOString().slice(0, 10);
  const form = (over: Record<string, string> = {}) => ({
    jenis: 'pengabdian', judul: 'Pelatihan Guru SMK Bidang Jaringan', tanggal: lalu(hariKe++), id_sesi_kegiatan: String(sesi[0]),
    tempat: 'SMK Negeri 2 Bandung', deskripsi: 'Narasumber pelatihan konfigurasi jaringan untuk guru produktif.', ...over,
  });
  const ajukan = (fields: Record<string, string>, file: { filename: string; content: Buffer } | null = { filename: 'bukti.png', content: PNG }, who = 'dsn00') => {
    const body = multipart(fields, file ?? undefined);
    return k.inject({ method: 'POST', url: `/api/${BASE}/pengajuan`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
  };
  const hitung = async () => (await sql<{ kegiatan: number; berkas: number; riwayat: number }>`select (select count(*)::int from lecturer.kegiatan_dosen) as kegiatan,
    (select count(*)::int from core.berkas) as berkas, (select count(*)::int from lecturer.kegiatan_dosen_riwayat) as riwayat`.execute(k.db)).rows[0];
  const status = async (id: number) => (await sql<{ status: string }>`select status from lecturer.kegiatan_dosen where id_kegiatan_dosen = ${id}`.execute(k.db)).rows[0].status;
  /** An activity of lecturer `idDosen` written directly (another lecturer's submission). */
  const kegiatanDosen = async (idDosen: number, st = 'diajukan') => {
    const f = await new FileStore(k.db).save(PNG, { nama: 'x.png', allowed: ['png'], maxBytes: 1024, id_user: null });
    const { rows: [r] } = await sql<{ id: number }>`insert into lecturer.kegiatan_dosen (id_dosen, jenis, judul, tanggal, id_sesi_kegiatan, tempat, deskripsi, id_berkas_bukti, status)
      values (${idDosen}, 'penelitian', 'Seminar Nasional', ${lalu(hariKe++)}, ${sesi[1]}, 'Jakarta', 'Pemakalah seminar nasional.', ${f.id}, ${st}) returning id_kegiatan_dosen as id`.execute(k.db);
    return r.id;
  };
  const baru = async () => {
    const res = await ajukan(form());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id_kegiatan_dosen as number;
  };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'aka02', 'fak00', 'adm00']) tokens[u] = await k.login(u);
    dsn = (await sql<typeof dsn>`select d.id_dosen, d.id_prodi, p.id_fakultas from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi
      join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(k.db)).rows[0];
    const pick = async (where: ReturnType<typeof sql>) => (await sql<{ id_dosen: number }>`select d.id_dosen from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi
      where d.aktif and d.id_dosen <> ${dsn.id_dosen} and ${where} order by d.id_dosen limit 1`.execute(k.db)).rows[0].id_dosen;
    dosen.rekan = await pick(sql`d.id_prodi = ${dsn.id_prodi} and exists (select 1 from lecturer.kegiatan_dosen kg where kg.id_dosen = d.id_dosen)`);
    dosen.fakultas = await pick(sql`d.id_prodi <> ${dsn.id_prodi} and p.id_fakultas = ${dsn.id_fakultas}`);
    dosen.luar = await pick(sql`p.id_fakultas <> ${dsn.id_fakultas}`);
    sesi = (await k.db.selectFrom('master_data.sesi_kegiatan').select('id_sesi_kegiatan').orderBy('urutan').orderBy('id_sesi_kegiatan').execute()).map((r) => r.id_sesi_kegiatan);
  });
  afterAll(async () => k?.close());

  it('every call checks who may call it: visitors 401, other types 403, lecturers may not validate, validators may not submit', async () => {
    const id = (await k.db.selectFrom('lecturer.kegiatan_dosen').select('id_kegiatan_dosen').where('id_dosen', '=', dsn.id_dosen).executeTakeFirstOrThrow()).id_kegiatan_dosen;
    const calls: Array<[string, string]> = [['GET', 'pengajuan'], ['GET', `pengajuan/${id}`], ['GET', `pengajuan/${id}/bukti`], ['GET', 'monitoring'],
      ['POST', 'pengajuan'], ['POST', `pengajuan/${id}/batal`], ['POST', `pengajuan/${id}/validasi`]];
    for (const [method, url] of calls) {
      expect((await k.inject({ method: method as 'GET', url: `/api/${BASE}/${url}` })).statusCode, url).toBe(401);
      for (const who of ['mhs00', 'adm00', 'aka01']) {
        const res = await k.inject({ method: method as 'GET', url: `/api/${BASE}/${url}`, headers: bearer(who), ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
    }
    expect((await get('monitoring', 'dsn00')).statusCode).toBe(403);
    expect((await validasi(id, 'dsn00', { setuju: true })).statusCode).toBe(403);
    expect((await batal(id, 'aka00')).statusCode).toBe(403);
    expect((await ajukan(form(), null, 'fak00')).statusCode).toBe(403);
    expect(await status(id)).not.toBe('dibatalkan');
  });

  it('the lecturer sees only their own activities (seeded in every state), the detail with its history, and downloads the proof', async () => {
    const list = (await get('pengajuan?per_page=50', 'dsn00')).json();
    expect(list.data.every((r: any) => r.id_dosen === dsn.id_dosen)).toBe(true);
    expect(new Set(list.data.map((r: any) => r.status))).toEqual(new Set(['diajukan', 'valid_prodi', 'disetujui', 'ditolak', 'dibatalkan']));
    const ditolak = list.data.find((r: any) => r.status === 'ditolak');
    expect(ditolak.alasan_penolakan).toMatch(/Surat tugas/);
    const detail = (await get(`pengajuan/${ditolak.id_kegiatan_dosen}`, 'dsn00')).json().data;
    expect(detail.riwayat.map((r: any) => [r.langkah, r.ke])).toEqual([['pengajuan', 'diajukan'], ['level_1', 'ditolak']]);
    expect(detail.riwayat[1].nama_user).toBe('Rina Marlina, S.Kom.');
    expect(detail.bukti.mime).toBe('application/pdf');
    const file = await get(`pengajuan/${ditolak.id_kegiatan_dosen}/bukti`, 'dsn00');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another lecturer's activity does not exist for the caller, whatever the call (kor00 is a lecturer too).
    const lain = await kegiatanDosen(dosen.fakultas);
    const milikDsn = list.data.find((r: any) => r.status === 'diajukan').id_kegiatan_dosen;
    for (const [who, id] of [['dsn00', lain], ['kor00', lain], ['kor00', milikDsn]] as const) {
      expect((await get(`pengajuan/${id}`, who)).statusCode).toBe(404);
      expect((await get(`pengajuan/${id}/bukti`, who)).statusCode).toBe(404);
      expect((await batal(id, who)).statusCode).toBe(404);
    }
    expect((await get('pengajuan?per_page=50', 'kor00')).json().data.some((r: any) => r.id_dosen === dsn.id_dosen)).toBe(false);
    expect(await status(lain)).toBe('diajukan');
    expect(await status(milikDsn)).toBe('diajukan');
  });

  it('validators see the lecturers of their programmes (aka00: the faculty\'s, aka02: Teknik Informatika) or faculty (fak00), nothing else', async () => {
    const prodi = await kegiatanDosen(dosen.fakultas);
    const luar = await kegiatanDosen(dosen.luar);
    const ids = async (who: string) => (await get('pengajuan?per_page=100', who)).json().data.map((r: any) => r.id_kegiatan_dosen);
    expect(await ids('aka00')).toEqual(expect.arrayContaining([prodi]));
    expect(await ids('fak00')).toEqual(expect.arrayContaining([prodi]));
    expect(await ids('aka02')).not.toContain(prodi);
    for (const who of ['aka00', 'aka02', 'fak00']) {
      expect(await ids(who)).not.toContain(luar);
      expect((await get(`pengajuan/${luar}`, who)).statusCode).toBe(404);
      expect((await get(`pengajuan/${luar}/bukti`, who)).statusCode).toBe(404);
      const mon = (await get('monitoring?per_page=100', who)).json();
      expect(mon.data.some((r: any) => r.id_dosen === dosen.luar)).toBe(false);
    }
    expect((await validasi(prodi, 'aka02', { setuju: true })).statusCode).toBe(404);
    expect((await validasi(luar, 'aka00', { setuju: true })).statusCode).toBe(404);
    expect(await status(prodi)).toBe('diajukan');
    expect(await status(luar)).toBe('diajukan');
    // The waiting lists: aka00 the programme's level, fak00 the faculty's.
    const menunggu = async (who: string) => (await get('pengajuan?menunggu=1&per_page=100', who)).json().data.map((r: any) => r.status);
    expect(new Set(await menunggu('aka00'))).toEqual(new Set(['diajukan']));
    expect(new Set(await menunggu('fak00'))).toEqual(new Set(['valid_prodi']));
  });

  it('submits with a proof file; every bad input is a 400 that stores nothing; a second activity in the same session is a 409', async () => {
    const before = await hitung();
    const bad: Array<[Record<string, string>, { filename: string; content: Buffer } | null, string]> = [
      [form(), null, 'bukti'],
      [form(), { filename: 'bukti.pdf', content: Buffer.from('bukan pdf sama sekali') }, ''],
      [form({ tanggal: lalu(-3) }), { filename: 'a.png', content: PNG }, 'tanggal'],
      [form({ tanggal: '2025-02-30' }), { filename: 'a.png', content: PNG }, 'tanggal'],
      [form({ id_sesi_kegiatan: '999999' }), { filename: 'a.png', content: PNG }, 'id_sesi_kegiatan'],
      [form({ judul: '  ab  ' }), { filename: 'a.png', content: PNG }, 'judul'],
      [form({ jenis: 'rapat' }), { filename: 'a.png', content: PNG }, 'jenis'],
      [{ ...form(), status: 'disetujui' }, { filename: 'a.png', content: PNG }, ''],
    ];
    for (const [fields, file, field] of bad) {
      const res = await ajukan(fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      if (field) expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    expect(await hitung()).toEqual(before);

    const fields = form({ jenis: 'penelitian' });
    const ok = await ajukan(fields);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'diajukan', message: 'Kegiatan berhasil diajukan dan menunggu validasi program studi.' });
    const saved = (await get(`pengajuan/${ok.json().id_kegiatan_dosen}`, 'dsn00')).json().data;
    expect(saved).toMatchObject({ jenis: 'penelitian', judul: fields.judul, tanggal: fields.tanggal, status: 'diajukan', bukti: { mime: 'image/png', nama: 'bukti.png' } });
    const again = await ajukan({ ...fields, judul: 'Kegiatan lain di sesi yang sama' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Anda sudah mengajukan kegiatan lain pada tanggal dan sesi yang sama.');
    expect((await hitung()).kegiatan).toBe(before.kegiatan + 1);
    expect((await hitung()).berkas).toBe(before.berkas + 1);
  });

  it('state machine: level 2 waits for level 1, a refusal needs a reason, decided items answer 409, the lecturer cancels only while waiting', async () => {
    const id = await baru();
    let res = await validasi(id, 'fak00', { setuju: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kegiatan ini belum divalidasi program studi.');
    res = await validasi(id, 'aka00', { setuju: false, alasan: '   ' });
    expect(res.statusCode).toBe(400);
    res = await validasi(id, 'aka00', { setuju: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.alasan).toEqual(['Tuliskan alasan penolakan (minimal 5 karakter).']);
    expect(await status(id)).toBe('diajukan');

    res = await validasi(id, 'aka00', { setuju: true });
    expect(res.json()).toMatchObject({ status: 'valid_prodi', message: 'Kegiatan disetujui pada Level 1 (Program Studi).' });
    expect((await validasi(id, 'aka02', { setuju: true })).json().message).toBe('Kegiatan ini sudah divalidasi pada level Anda.');
    res = await validasi(id, 'fak00', { setuju: true });
    expect(res.json().status).toBe('disetujui');
    expect((await validasi(id, 'fak00', { setuju: false, alasan: 'Berubah pikiran.' })).statusCode).toBe(409);
    res = await batal(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kegiatan ini sudah disetujui.');
    expect(await status(id)).toBe('disetujui');

    const tolak = await baru();
    await validasi(tolak, 'aka00', { setuju: true });
    res = await validasi(tolak, 'fak00', { setuju: false, alasan: 'Bukti tidak terbaca, unggah ulang.' });
    expect(res.json().status).toBe('ditolak');
    const d = (await get(`pengajuan/${tolak}`, 'dsn00')).json().data;
    expect(d).toMatchObject({ status: 'ditolak', alasan_penolakan: 'Bukti tidak terbaca, unggah ulang.' });
    expect(d.riwayat.at(-1)).toMatchObject({ langkah: 'level_2', ke: 'ditolak', catatan: 'Bukti tidak terbaca, unggah ulang.', nama_user: 'Yuni Astuti, S.E.' });
    expect((await batal(tolak)).json().message).toBe('Kegiatan ini sudah ditolak.');

    const cancel = await baru();
    res = await batal(cancel);
    expect(res.json()).toMatchObject({ status: 'dibatalkan', message: 'Pengajuan kegiatan dibatalkan.' });
    res = await validasi(cancel, 'aka00', { setuju: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kegiatan ini sudah dibatalkan oleh dosen.');
    expect((await batal(cancel)).statusCode).toBe(409);
  });

  it('nobody validates their own activity, even acting as programme staff', async () => {
    const id = await kegiatanDosen(dosen.rekan);
    const aka02 = await k.db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'aka02').executeTakeFirstOrThrow();
    const asal = await k.db.selectFrom('master_data.dosen').select('id_user').where('id_dosen', '=', dosen.rekan).executeTakeFirstOrThrow();
    await k.db.updateTable('master_data.dosen').set({ id_user: aka02.id_user }).where('id_dosen', '=', dosen.rekan).execute();
    try {
      const res = await validasi(id, 'aka02', { setuju: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Anda tidak dapat memvalidasi kegiatan Anda sendiri.');
      expect(await status(id)).toBe('diajukan');
    } finally {
      await k.db.updateTable('master_data.dosen').set({ id_user: asal.id_user }).where('id_dosen', '=', dosen.rekan).execute();
    }
  });

  it('two validators deciding at once: exactly one wins, the other gets 409, one history row', async () => {
    for (const [a, b] of [[{ setuju: true }, { setuju: true }], [{ setuju: true }, { setuju: false, alasan: 'Tidak relevan dengan bidang.' }]]) {
      const id = await baru();
      const results = await Promise.all([validasi(id, 'aka00', a), validasi(id, 'aka02', b), validasi(id, 'aka00', b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from lecturer.kegiatan_dosen_riwayat where id_kegiatan_dosen = ${id} and langkah = 'level_1'`.execute(k.db);
      expect(rows[0].n).toBe(1);
      expect(await status(id)).toBe(results.find((r) => r.statusCode === 200)!.json().status);
    }
    // Cancel racing an approval: one of them.
    const id = await baru();
    const [v, c] = await Promise.all([validasi(id, 'aka00', { setuju: false, alasan: 'Bukti kurang lengkap.' }), batal(id)]);
    expect([v.statusCode, c.statusCode].sort()).toEqual([200, 409]);
  });

  it('monitoring: every lecturer in scope with counts per status, those with waiting work first, and the scope\'s sums', async () => {
    const mon = (await get('monitoring?per_page=100', 'aka02')).json();
    const own = mon.data.find((r: any) => r.id_dosen === dsn.id_dosen);
    const { rows } = await sql<{ status: string; n: number }>`select status, count(*)::int as n from lecturer.kegiatan_dosen where id_dosen = ${dsn.id_dosen} group by status`.execute(k.db);
    for (const r of rows) expect(own[r.status], r.status).toBe(r.n);
    expect(own.total).toBe(rows.reduce((s, r) => s + r.n, 0));
    const menunggu = mon.data.map((r: any) => r.diajukan + r.valid_prodi);
    expect(menunggu).toEqual([...menunggu].sort((a: number, b: number) => b - a));
    expect(mon.ringkasan.total).toBe(mon.data.reduce((s: number, r: any) => s + r.total, 0));
    expect(mon.total).toBe(mon.data.length);
    const tahunLalu = (await get(`monitoring?per_page=100&tahun=2001`, 'fak00')).json();
    expect(tahunLalu.ringkasan.total).toBe(0);
    expect((await get('monitoring?tahun=abc', 'fak00')).statusCode).toBe(400);
  });
});
