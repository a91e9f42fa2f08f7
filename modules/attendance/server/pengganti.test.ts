import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';


const STEPS = [
  { langkah: 'prodi', as: 'aka00', ke: 'valid_prodi' },
  { langkah: 'dekan', as: 'fak00', ke: 'valid_dekan' },
  { langkah: 'lp3', as: 'lbg204.0', ke: 'valid_lp3' },
  { langkah: 'lak', as: 'lbg213.0', ke: 'selesai' },
] as const;

describe.each(MODULE_TEST_DATABASES)('substitute teaching chain (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let idDsn00: number;
  let rekan: number;
  let jenis: number;
  let pertemuanBebas: number[];

  const call = async (method: 'GET' | 'POST', url: string, as: string, payload?: unknown) => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  const ajukan = async () => {
    const res = await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: pertemuanBebas.shift()!, id_dosen_pengganti: rekan, id_jenis_pergantian: jenis, alasan: 'Menghadiri rapat senat universitas.' });
    expect(res.statusCode).toBe(200);
    return res.json().id_pengganti_mengajar as number;
  };
  const validasi = (langkah: string, as: string, id: number, setuju = true) =>
    call('POST', `absen-pengganti-mengajar/validasi/${langkah}`, as, { id_pengganti_mengajar: id, setuju });
  const status = async (id: number) => (await k.db.withSchema('attendance').selectFrom('pengganti_mengajar').select('status').where('id_pengganti_mengajar', '=', id).executeTakeFirstOrThrow()).status;
  const history = async (id: number) => (await k.db.withSchema('attendance').selectFrom('pengganti_mengajar_riwayat').select(['langkah', 'ke']).where('id_pengganti_mengajar', '=', id).orderBy('id').execute());

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    const dsn = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    idDsn00 = dsn.id_dosen;
    rekan = (await k.db.withSchema('master_data').selectFrom('dosen').select('id_dosen').where('id_prodi', '=', dsn.id_prodi).where('id_dosen', '<>', dsn.id_dosen).orderBy('id_dosen').executeTakeFirstOrThrow()).id_dosen;
    jenis = (await call('GET', 'absen-pengganti-mengajar/jenis-pergantian', 'dsn00')).json().data[0].id_jenis_pergantian;
    pertemuanBebas = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_dosen = ${idDsn00} and p.dibuka_pada is null and p.tanggal >= (now() at time zone 'Asia/Jakarta')::date
        and not exists (select 1 from attendance.pengganti_mengajar a where a.id_pertemuan = p.id_pertemuan)
      order by p.id_pertemuan`.execute(k.db)).rows.map((r) => r.id);
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed has requests waiting at every step', async () => {
    const rows = await sql<{ status: string }>`select distinct status from attendance.pengganti_mengajar`.execute(k.db);
    expect(rows.rows.map((r) => r.status).sort()).toEqual(['diajukan', 'selesai', 'valid_dekan', 'valid_lp3', 'valid_prodi']);
    const waiting = await call('GET', 'absen-pengganti-mengajar?menunggu=1', 'fak00');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data.every((r: any) => r.status === 'valid_prodi')).toBe(true);
    expect(waiting.json().total).toBeGreaterThan(0);
  });

  it('request: success, bad input 400, someone else\'s meeting 403, oneself as substitute 400, a second live request 409, other roles 403', async () => {
    const id = await ajukan();
    expect(await status(id)).toBe('diajukan');
    expect((await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: pertemuanBebas[0] })).statusCode).toBe(400);
    const foreign = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_dosen <> ${idDsn00} limit 1`.execute(k.db)).rows[0].id;
    expect((await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: foreign, id_dosen_pengganti: rekan, id_jenis_pergantian: jenis, alasan: 'Alasan yang cukup panjang.' })).statusCode).toBe(403);
    expect((await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: pertemuanBebas[0], id_dosen_pengganti: idDsn00, id_jenis_pergantian: jenis, alasan: 'Alasan yang cukup panjang.' })).statusCode).toBe(400);
    // A meeting already past (held or not) is no longer the substitute's to teach.
    const lewat = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_dosen = ${idDsn00} and p.tanggal < (now() at time zone 'Asia/Jakarta')::date limit 1`.execute(k.db)).rows[0].id;
    const past = await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: lewat, id_dosen_pengganti: rekan, id_jenis_pergantian: jenis, alasan: 'Alasan yang cukup panjang.' });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('Pengganti mengajar hanya dapat diajukan untuk pertemuan yang belum dilaksanakan.');
    const used = (await k.db.withSchema('attendance').selectFrom('pengganti_mengajar').select('id_pertemuan').where('id_pengganti_mengajar', '=', id).executeTakeFirstOrThrow()).id_pertemuan;
    const dup = await call('POST', 'absen-pengganti-mengajar', 'dsn00', { id_pertemuan: used, id_dosen_pengganti: rekan, id_jenis_pergantian: jenis, alasan: 'Alasan yang cukup panjang.' });
    expect(dup.statusCode).toBe(409);
    expect((await call('POST', 'absen-pengganti-mengajar', 'mhs00', { id_pertemuan: used, id_dosen_pengganti: rekan, id_jenis_pergantian: jenis, alasan: 'Alasan yang cukup panjang.' })).statusCode).toBe(403);
    const mine = await call('GET', 'absen-pengganti-mengajar', 'dsn00');
    expect(mine.json().per_page).toBe(7);
    expect(mine.json().data[0].id_pengganti_mengajar).toBe(id);
  });

  it('the chain in order: prodi -> dekan -> LP3 -> LAK, each with a history row; every out-of-order step refused', async () => {
    const id = await ajukan();
    for (let i = 0; i < STEPS.length; i++) {
      // Every later step is refused while this one is missing, and nothing moves.
      for (const later of STEPS.slice(i + 1)) {
        const res = await validasi(later.langkah, later.as, id);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/belum dapat dilakukan: ajuan masih menunggu validasi/);
      }
      const ok = await validasi(STEPS[i].langkah, STEPS[i].as, id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().status).toBe(STEPS[i].ke);
      expect(await status(id)).toBe(STEPS[i].ke);
      // The same step twice is refused.
      const again = await validasi(STEPS[i].langkah, STEPS[i].as, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/sudah dilakukan/);
    }
    expect((await history(id)).map((h) => h.ke)).toEqual(['diajukan', 'valid_prodi', 'valid_dekan', 'valid_lp3', 'selesai']);
  });

  it('a validator may act only on their own step (403); aka01 is not a validator; bad input 400', async () => {
    const id = await ajukan();
    const wrong = await validasi('prodi', 'fak00', id);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Anda tidak berwenang melakukan validasi Program Studi.');
    expect((await validasi('prodi', 'aka01', id)).statusCode).toBe(403);
    expect((await validasi('prodi', 'dsn00', id)).statusCode).toBe(403);
    expect((await call('POST', 'absen-pengganti-mengajar/validasi/rektor', 'aka00', { id_pengganti_mengajar: id, setuju: true })).statusCode).toBe(400);
    expect((await call('POST', 'absen-pengganti-mengajar/validasi/prodi', 'aka00', { id_pengganti_mengajar: id })).statusCode).toBe(400);
    expect((await validasi('prodi', 'aka00', 99999999)).statusCode).toBe(404);
    expect(await status(id)).toBe('diajukan');
  });

  it('refusal at any step is final: later steps refused with "sudah ditolak"', async () => {
    for (let i = 0; i < STEPS.length; i++) {
      const id = await ajukan();
      for (const s of STEPS.slice(0, i)) expect((await validasi(s.langkah, s.as, id)).statusCode).toBe(200);
      const tolak = await validasi(STEPS[i].langkah, STEPS[i].as, id, false);
      expect(tolak.statusCode).toBe(200);
      expect(await status(id)).toBe('ditolak');
      for (const s of STEPS) {
        const res = await validasi(s.langkah, s.as, id);
        expect(res.statusCode).toBe(409);
      }
      expect((await validasi(STEPS[i].langkah, STEPS[i].as, id)).json().message).toBe('Ajuan ini sudah ditolak.');
    }
  });

  it('two validators at once: exactly one wins, one history row', async () => {
    const id = await ajukan();
    tokens['aka02'] ??= await k.login('aka02');
    const results = await Promise.all([validasi('prodi', 'aka00', id), validasi('prodi', 'aka02', id), validasi('prodi', 'aka00', id, false)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await history(id)).filter((h) => h.langkah === 'prodi')).toHaveLength(1);
  });

  it('pembersihan-dosa: only after LAK, once; records the substitute as present; other roles 403', async () => {
    const id = await ajukan();
    const early = await call('POST', 'absen-pengganti-mengajar/pembersihan-dosa', 'lbg213.0', { id_pengganti_mengajar: id });
    expect(early.statusCode).toBe(409);
    for (const s of STEPS) await validasi(s.langkah, s.as, id);
    expect((await call('POST', 'absen-pengganti-mengajar/pembersihan-dosa', 'aka00', { id_pengganti_mengajar: id })).statusCode).toBe(403);
    const ok = await call('POST', 'absen-pengganti-mengajar/pembersihan-dosa', 'lbg213.1', { id_pengganti_mengajar: id });
    expect(ok.statusCode).toBe(200);
    const row = await k.db.withSchema('attendance').selectFrom('pengganti_mengajar').select(['dosa_dibersihkan', 'id_pertemuan']).where('id_pengganti_mengajar', '=', id).executeTakeFirstOrThrow();
    expect(row.dosa_dibersihkan).toBe(true);
    const hadir = await k.db.withSchema('attendance').selectFrom('presensi_dosen').select(['id_dosen', 'via']).where('id_pertemuan', '=', row.id_pertemuan).execute();
    expect(hadir).toEqual([{ id_dosen: rekan, via: 'pengganti' }]);
    expect((await call('POST', 'absen-pengganti-mengajar/pembersihan-dosa', 'lbg213.0', { id_pengganti_mengajar: id })).statusCode).toBe(409);
    expect((await call('POST', 'absen-pengganti-mengajar/pembersihan-dosa', 'lbg213.0', {})).statusCode).toBe(400);
  });

  it('menggantikan-dosen lists requests where the lecturer substitutes; XLSX export is a real workbook', async () => {
    const res = await call('GET', 'absen-pengganti-mengajar/menggantikan-dosen', 'dsn00');
    expect(res.statusCode).toBe(200);
    expect(res.json().per_page).toBe(7);
    const xlsx = await call('GET', 'absen-pengganti-mengajar?format=xlsx', 'lbg204.0');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    expect(wb.worksheets[0].getRow(1).getCell(3).value).toBe('Dosen');
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(1);
    expect((await call('GET', 'absen-pengganti-mengajar', 'mhs00')).statusCode).toBe(403);
  });

  it('supporting file: upload a PDF while waiting, download it; no file 404', async () => {
    const id = await ajukan();
    expect((await call('GET', `absen-pengganti-mengajar/${id}/berkas-pendukung`, 'aka00')).statusCode).toBe(404);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const boundary = '----uji';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="surat.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    tokens.dsn00 ??= await k.login('dsn00');
    const up = await k.inject({ method: 'POST', url: `/api/absen-pengganti-mengajar/${id}/berkas-pendukung`, headers: { authorization: `Bearer ${tokens.dsn00}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(up.statusCode).toBe(200);
    const down = await call('GET', `absen-pengganti-mengajar/${id}/berkas-pendukung`, 'aka00');
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('application/pdf');
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });
});
