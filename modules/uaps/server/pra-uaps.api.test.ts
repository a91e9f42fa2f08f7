import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import { demoPdf } from '../seed-files';
import uaps from './index';
import { client } from './uaps.test-support';

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(MODULE_TEST_DATABASES)('uaps proposal examination (sidang pra-UAPS) API (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let ruang: number[];
  let dsn00: number;
  let rekan: { id_dosen: number; username: string }[];
  let idProposal: number;
  let idUjian: number;
  const seeded: Record<string, number> = {};
  let asing: { proposal: number; ujian: number; dosen: number };

  const proposalOf = async (username: string) => (await api.get('tugas-akhir/mahasiswa', username)).json().proposal.id_proposal_tugas_akhir as number;
  const slot = (over: Record<string, unknown> = {}) => ({ id_proposal_tugas_akhir: idProposal, tanggal: today(), jam_mulai: '10:30', jam_selesai: '11:30', id_ruang: ruang[1], penguji: [dsn00, rekan[0].id_dosen], ...over });

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    idProposal = await proposalOf('ta.tanpapembimbing');
    const tiProdi = (await api.get(`tugas-akhir/proposal/dt/${idProposal}`, 'aka01')).json().id_prodi;
    dsn00 = (await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
    rekan = (await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen', 'u.username']).where('d.id_prodi', '=', tiProdi).where('u.username', 'not in', ['dsn00', 'kor00']).where('u.default_group', '=', 'dsn00')
      .orderBy('d.id_dosen').execute()) as { id_dosen: number; username: string }[];
    ruang = (await k.db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy('id_ruang').limit(3).execute()).map((r) => r.id_ruang);
    for (const u of ['ta.prauaps', 'ta.prauapsperbaikan', 'ta.prauapsselesai']) seeded[u] = (await api.get('tugas-akhir/proposal/pengujian/mahasiswa', u)).json().ujian.id_ujian_proposal;
    // An examination in another faculty's programme, outside every demo staff member's akses_prodi.
    const firstFak = (await k.db.withSchema('master_data').selectFrom('prodi').select('id_fakultas').orderBy('id_prodi').executeTakeFirstOrThrow()).id_fakultas;
    const other = await k.db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
      .select(['m.id_mahasiswa', 'm.id_prodi']).where('p.id_fakultas', '<>', firstFak)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('uaps.proposal as x').select('x.id_proposal_tugas_akhir').whereRef('x.id_mahasiswa', '=', 'm.id_mahasiswa')))).executeTakeFirstOrThrow();
    const jenis = (await k.db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').executeTakeFirstOrThrow()).id_jenis_tugas_akhir;
    const p = await k.db.withSchema('uaps').insertInto('proposal').values({ id_mahasiswa: other.id_mahasiswa, id_prodi: other.id_prodi, id_jenis_tugas_akhir: jenis, judul: 'Proposal prodi lain untuk uji', status: 'divalidasi' })
      .returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    const dosenLain = (await k.db.withSchema('master_data').selectFrom('dosen').select('id_dosen').where('id_prodi', '=', other.id_prodi).where('aktif', '=', true).executeTakeFirstOrThrow()).id_dosen;
    const u = await k.db.withSchema('uaps').insertInto('ujian_proposal').values({ id_proposal_tugas_akhir: p.id_proposal_tugas_akhir, id_prodi: other.id_prodi, tanggal: shift(-30), jam_mulai: '08:00', jam_selesai: '09:00', id_ruang: ruang[2] })
      .returning('id_ujian_proposal').executeTakeFirstOrThrow();
    await k.db.withSchema('uaps').insertInto('ujian_proposal_penguji').values({ id_ujian_proposal: u.id_ujian_proposal, id_dosen: dosenLain, urutan: 1 }).execute();
    asing = { proposal: p.id_proposal_tugas_akhir, ujian: u.id_ujian_proposal, dosen: dosenLain };
  });
  afterAll(async () => k?.close());

  it('staff list validated proposals to schedule (7 per page); other roles are refused', async () => {
    const list = await api.get('tugas-akhir/proposal/penjadwalan?terjadwal=0&per_page=100', 'aka01');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((r: any) => r.id_proposal_tugas_akhir);
    expect(ids).toContain(idProposal);
    expect(ids).not.toContain(asing.proposal);
    // Projects at their defence or finished (the seeded 'selesai' one) need no proposal examination any more.
    const lewat = (await k.db.withSchema('uaps').selectFrom('tugas_akhir').select(['id_proposal_tugas_akhir', 'status'])
      .where('status', 'in', ['sidang', 'perbaikan', 'selesai', 'gagal']).where('id_proposal_tugas_akhir', 'is not', null).execute());
    expect(lewat.some((t) => t.status === 'selesai')).toBe(true);
    const semua = (await api.get('tugas-akhir/proposal/penjadwalan?per_page=100', 'aka01')).json().data;
    for (const t of lewat) {
      expect(ids, t.status).not.toContain(t.id_proposal_tugas_akhir);
      expect(semua.find((r: any) => r.id_proposal_tugas_akhir === t.id_proposal_tugas_akhir && !r.id_ujian_proposal), t.status).toBeUndefined();
    }
    const scheduled = (await api.get('tugas-akhir/proposal/penjadwalan?terjadwal=1&per_page=100', 'aka01')).json().data;
    expect(scheduled.find((r: any) => r.id_ujian_proposal === seeded['ta.prauaps'])).toMatchObject({ status_ujian: 'dijadwalkan', penguji: [{ id_dosen: dsn00, urutan: 1 }, expect.anything()] });
    expect((await api.get('tugas-akhir/proposal/penjadwalan', 'aka01')).json().per_page).toBe(7);
    // The supervisor-assignment list shows the examination state (assignment is not gated on it).
    expect((await api.get('tugas-akhir/dt?cari=Eka%20Wulandari', 'aka01')).json().data[0].status_ujian_proposal).toBe('dijadwalkan');
    expect((await api.get('tugas-akhir/dt?cari=Fajar%20Nugroho', 'aka01')).json().data[0].status_ujian_proposal).toBeNull();
    expect((await api.get('tugas-akhir/proposal/penjadwalan', 'dsn00')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/proposal/penjadwalan', 'mhs00')).statusCode).toBe(403);
  });

  it('scheduling refuses bad input, double-booked rooms and examiners, and other programmes; then schedules', async () => {
    expect((await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ jam_selesai: '10:00' }))).statusCode).toBe(400);
    const past = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ tanggal: shift(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Tanggal sidang tidak boleh sebelum hari ini.');
    expect((await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ penguji: [2147483000] }))).statusCode).toBe(400);
    const twice = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ penguji: [rekan[3].id_dosen, rekan[3].id_dosen] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Dosen penguji yang sama tidak boleh dipilih lebih dari sekali.');
    // The seeded examination of ta.prauaps holds ruang[0] and dsn00 today 09:00-10:00.
    const room = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ jam_mulai: '09:30', jam_selesai: '10:30', id_ruang: ruang[0], penguji: [rekan[3].id_dosen] }));
    expect(room.statusCode).toBe(409);
    expect(room.json().message).toMatch(/sudah dipakai/);
    const person = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ jam_mulai: '09:30', jam_selesai: '10:30', id_ruang: ruang[2] }));
    expect(person.statusCode).toBe(409);
    expect(person.json().message).toMatch(/sudah bertugas/);
    expect((await api.post('tugas-akhir/proposal/penjadwalan', 'dsn00', slot())).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ id_proposal_tugas_akhir: asing.proposal }))).statusCode).toBe(403);
    const notValidated = await proposalOf('ta.diajukan');
    expect((await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ id_proposal_tugas_akhir: notValidated }))).statusCode).toBe(409);

    // A room the administrator deactivated (decision 0033) is not used.
    await k.db.withSchema('master_data').updateTable('ruang').set({ aktif: false }).where('id_ruang', '=', ruang[1]).execute();
    const tutup = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot());
    await k.db.withSchema('master_data').updateTable('ruang').set({ aktif: true }).where('id_ruang', '=', ruang[1]).execute();
    expect(tutup.statusCode).toBe(400);
    expect(tutup.json().message).toMatch(/^Ruang .+ sudah dinonaktifkan dan tidak dapat dipakai untuk sidang\. Pilih ruang lain\.$/);

    const ok = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'dijadwalkan', tanggal: today(), jam_mulai: '10:30', nama_ruang: expect.any(String), aksi: [] });
    idUjian = ok.json().id_ujian_proposal;
    const again = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', slot({ jam_mulai: '16:00', jam_selesai: '17:00' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah memiliki sidang pra-UAPS berstatus Dijadwalkan/);
  });

  it('rescheduling moves a scheduled examination only; the history names both', async () => {
    const moved = await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot({ jam_mulai: '11:30', jam_selesai: '12:30' }), id_proposal_tugas_akhir: undefined, id_ujian_proposal: idUjian });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().jam_mulai).toBe('11:30');
    expect(moved.json().riwayat.map((r: any) => r.aksi)).toEqual(['jadwalkan', 'ubah_jadwal']);
    const done = await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot({ jam_mulai: '16:00', jam_selesai: '17:00' }), id_proposal_tugas_akhir: undefined, id_ujian_proposal: seeded['ta.prauapsselesai'] });
    expect(done.statusCode).toBe(409);
    expect((await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot(), id_proposal_tugas_akhir: undefined, id_ujian_proposal: asing.ujian })).statusCode).toBe(403);
  });

  it('the examiner sees their examinations (9 per page); staff see their programmes and may filter by one of them', async () => {
    const mine = (await api.get('tugas-akhir/proposal/penguji?per_page=100', 'dsn00')).json();
    const ids = mine.data.map((r: any) => r.id_ujian_proposal);
    expect(ids).toEqual(expect.arrayContaining([idUjian, seeded['ta.prauaps'], seeded['ta.prauapsperbaikan'], seeded['ta.prauapsselesai']]));
    expect(mine.data[0].status).toBe('dijadwalkan');
    expect((await api.get('tugas-akhir/proposal/penguji', 'dsn00')).json().per_page).toBe(9);
    expect((await api.get('tugas-akhir/proposal/penguji?per_page=100', rekan[3].username)).json().data.map((r: any) => r.id_ujian_proposal)).not.toContain(idUjian);
    const staff = (await api.get('tugas-akhir/proposal/penguji?per_page=100', 'aka01')).json();
    expect(staff.data.map((r: any) => r.id_ujian_proposal)).toContain(idUjian);
    expect(staff.data.map((r: any) => r.id_ujian_proposal)).not.toContain(asing.ujian);
    const asingProdi = (await k.db.withSchema('uaps').selectFrom('ujian_proposal').select('id_prodi').where('id_ujian_proposal', '=', asing.ujian).executeTakeFirstOrThrow()).id_prodi;
    expect((await api.get(`tugas-akhir/proposal/penguji?id_prodi=${asingProdi}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/proposal/penguji', 'mhs00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/pengujian/${idUjian}`, rekan[3].username)).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/pengujian/${asing.ujian}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/pengujian/${idUjian}`, 'dsn00')).json().aksi).toEqual(['lulus', 'lulus_perbaikan', 'tidak_lulus']);
  });

  it('status-pengujian: only an examiner of the panel, from the examination day, with the revisions written down', async () => {
    const body = { id_ujian_proposal: idUjian, hasil: 'lulus_perbaikan', catatan: 'Tambahkan tinjauan pustaka lima tahun terakhir.' };
    expect((await api.patch('tugas-akhir/proposal/status-pengujian', 'aka01', body)).statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/status-pengujian', 'ta.tanpapembimbing', body)).statusCode).toBe(403);
    const outsider = await api.patch('tugas-akhir/proposal/status-pengujian', rekan[3].username, body);
    expect(outsider.statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/status-pengujian', 'dsn00', { ...body, catatan: ' ' })).statusCode).toBe(400);
    expect((await api.patch('tugas-akhir/proposal/status-pengujian', 'dsn00', { ...body, hasil: 'tidak_lulus', catatan: 'no' })).statusCode).toBe(400);
    await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot(), tanggal: shift(1), id_proposal_tugas_akhir: undefined, id_ujian_proposal: idUjian });
    const early = await api.patch('tugas-akhir/proposal/status-pengujian', 'dsn00', body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/baru berlangsung pada/);
    await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot(), id_proposal_tugas_akhir: undefined, id_ujian_proposal: idUjian });

    const ok = await api.patch('tugas-akhir/proposal/status-pengujian', 'dsn00', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'perlu_perbaikan', hasil: 'lulus_perbaikan', catatan_hasil: body.catatan, hasil_oleh: expect.stringContaining(''), aksi: [] });
    const twice = await api.patch('tugas-akhir/proposal/status-pengujian', rekan[0].username, { ...body, hasil: 'lulus' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Tidak dapat menetapkan lulus sidang pra-UAPS yang berstatus Perlu Perbaikan.');
    expect((await api.patch('tugas-akhir/proposal/penjadwalan', 'aka01', { ...slot(), id_proposal_tugas_akhir: undefined, id_ujian_proposal: idUjian })).statusCode).toBe(409);
    const saya = (await api.get('tugas-akhir/proposal/pengujian/mahasiswa', 'ta.tanpapembimbing')).json().ujian;
    expect(saya).toMatchObject({ id_ujian_proposal: idUjian, status: 'perlu_perbaikan', aksi: ['ajukan_perbaikan'] });
  });

  it('the student uploads the revision (checked by content); the examiner returns it, then approves it', async () => {
    const url = `tugas-akhir/proposal/perbaikan-pengujian?id_ujian_proposal=${idUjian}&catatan=Sudah%20diperbaiki`;
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: idUjian, aksi: 'setujui' })).statusCode).toBe(409);
    expect((await api.upload(url, 'ta.tanpapembimbing', 'perbaikan.pdf', Buffer.from('<html>bukan pdf</html>'))).statusCode).toBe(400);
    expect((await api.upload(url, 'mhs00', 'perbaikan.pdf', demoPdf('x'))).statusCode).toBe(403);
    const up = await api.upload(url, 'ta.tanpapembimbing', 'perbaikan.pdf', demoPdf('Perbaikan proposal'));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ status: 'perbaikan_diajukan', nama_berkas_perbaikan: 'perbaikan.pdf', catatan_perbaikan: 'Sudah diperbaiki' });
    expect((await api.upload(url, 'ta.tanpapembimbing', 'perbaikan.pdf', demoPdf('lagi'))).statusCode).toBe(409);
    const file = await api.get(`tugas-akhir/proposal/perbaikan-pengujian/${idUjian}`, 'dsn00');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.get(`tugas-akhir/proposal/perbaikan-pengujian/${idUjian}`, 'mhs00')).statusCode).toBe(403);

    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'aka01', { id_ujian_proposal: idUjian, aksi: 'setujui' })).statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', rekan[3].username, { id_ujian_proposal: idUjian, aksi: 'setujui' })).statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: idUjian, aksi: 'kembalikan' })).statusCode).toBe(400);
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: idUjian, aksi: 'kembalikan', catatan: ' ok ' })).statusCode).toBe(400);
    const back = await api.patch('tugas-akhir/proposal/status-perbaikan', rekan[0].username, { id_ujian_proposal: idUjian, aksi: 'kembalikan', catatan: 'Daftar pustaka belum diperbarui.' });
    expect(back.json().status).toBe('perlu_perbaikan');
    expect((await api.upload(url, 'ta.tanpapembimbing', 'perbaikan-2.pdf', demoPdf('Perbaikan kedua'))).json().status).toBe('perbaikan_diajukan');
    const ok = await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: idUjian, aksi: 'setujui' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'lulus', disetujui_oleh: expect.any(String), selesai_at: expect.any(String) });
    expect(ok.json().riwayat.map((r: any) => r.aksi)).toEqual(['jadwalkan', 'ubah_jadwal', 'ubah_jadwal', 'ubah_jadwal', 'lulus_perbaikan', 'ajukan_perbaikan', 'kembalikan_perbaikan', 'ajukan_perbaikan', 'setujui_perbaikan']);
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: idUjian, aksi: 'setujui' })).statusCode).toBe(409);
    expect((await api.patch('tugas-akhir/proposal/status-perbaikan', 'dsn00', { id_ujian_proposal: asing.ujian, aksi: 'setujui' })).statusCode).toBe(403);
  });

  it('selesai-uji lists passed examinations of the caller\'s programmes or panels', async () => {
    const staff = await api.get('tugas-akhir/proposal/selesai-uji?per_page=100', 'aka01');
    expect(staff.statusCode).toBe(200);
    const ids = staff.json().data.map((r: any) => r.id_ujian_proposal);
    expect(ids).toEqual(expect.arrayContaining([idUjian, seeded['ta.prauapsselesai']]));
    expect(ids).not.toContain(seeded['ta.prauapsperbaikan']);
    expect(staff.json().data.every((r: any) => r.status === 'lulus')).toBe(true);
    expect((await api.get('tugas-akhir/proposal/selesai-uji', 'aka01')).json().per_page).toBe(7);
    expect((await api.get('tugas-akhir/proposal/selesai-uji?per_page=100', 'dsn00')).json().data.map((r: any) => r.id_ujian_proposal)).toContain(idUjian);
    expect((await api.get('tugas-akhir/proposal/selesai-uji?per_page=100', rekan[3].username)).json().data.map((r: any) => r.id_ujian_proposal)).not.toContain(idUjian);
    expect((await api.get('tugas-akhir/proposal/selesai-uji?cari=tanpa-hasil-xyz', 'aka01')).json().total).toBe(0);
    expect((await api.get('tugas-akhir/proposal/selesai-uji', 'mhs00')).statusCode).toBe(403);
  });

  it('ubah-judul: by the panel or staff while the examination runs; the old title is kept', async () => {
    const id = seeded['ta.prauaps'];
    const lama = (await api.get(`tugas-akhir/proposal/pengujian/${id}`, 'dsn00')).json().judul;
    const body = { id_ujian_proposal: id, judul: 'Sistem Peminjaman Alat Laboratorium dengan QR Code dan Notifikasi', alasan: 'Ruang lingkup dipersempit sesuai masukan penguji.' };
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'ta.prauaps', body)).statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', rekan[1].username, body)).statusCode).toBe(403);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'dsn00', { ...body, alasan: 'singkat' })).statusCode).toBe(400);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'dsn00', { ...body, judul: lama })).statusCode).toBe(400);
    const ok = await api.patch('tugas-akhir/proposal/ubah-judul', 'dsn00', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().judul).toBe(body.judul);
    expect(ok.json().riwayat_judul).toEqual([expect.objectContaining({ judul_lama: lama, judul_baru: body.judul, alasan: body.alasan })]);
    expect((await api.get('tugas-akhir/mahasiswa', 'ta.prauaps')).json().tugas_akhir.judul).toBe(body.judul);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'aka01', { ...body, judul: `${body.judul} Terpadu` })).statusCode).toBe(200);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'dsn00', { ...body, id_ujian_proposal: seeded['ta.prauapsselesai'] })).statusCode).toBe(409);
    expect((await api.patch('tugas-akhir/proposal/ubah-judul', 'aka01', { ...body, id_ujian_proposal: asing.ujian })).statusCode).toBe(403);
  });

  it('prints the invitation and the minutes as real PDFs for the panel, the student and staff', async () => {
    const inv = await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${seeded['ta.prauaps']}&jenis=undangan`, 'dsn00');
    expect(inv.statusCode).toBe(200);
    expect(inv.headers['content-type']).toMatch(/application\/pdf/);
    expect(inv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const undangan = execFileSync('pdftotext', ['-', '-'], { input: inv.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
    expect(undangan).toContain('UNDANGAN SIDANG PRA UAPS');
    expect(undangan).toContain('Eka Wulandari');
    expect(undangan).toMatch(/09\.00.10\.00 WIB/);
    expect((await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${seeded['ta.prauaps']}&jenis=berita_acara`, 'dsn00')).statusCode).toBe(409);
    const ba = await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${idUjian}&jenis=berita_acara`, 'ta.tanpapembimbing');
    expect(ba.statusCode).toBe(200);
    expect(ba.headers['content-disposition']).toMatch(/berita-acara-pra-uaps-/);
    const berita = execFileSync('pdftotext', ['-', '-'], { input: ba.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
    expect(berita).toContain('BERITA ACARA SIDANG PRA UAPS');
    expect(berita).toContain('Lulus dengan Perbaikan');
    expect(berita).toContain('Tambahkan tinjauan pustaka lima tahun terakhir.');
    expect(berita).toContain('Penguji 2');
    expect((await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${idUjian}&jenis=berita_acara`, 'aka01')).statusCode).toBe(200);
    expect((await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${idUjian}&jenis=undangan`, 'mhs00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/penguji/cetak?id_ujian_proposal=${asing.ujian}&jenis=undangan`, 'aka01')).statusCode).toBe(403);
  });

  it('riwayat/penguji-proposal: per-lecturer counts (9 per page) and one lecturer\'s examinations, staff only', async () => {
    const rekap = await api.get('tugas-akhir/riwayat/penguji-proposal?per_page=100', 'aka01');
    expect(rekap.statusCode).toBe(200);
    expect(rekap.json().data[0]).toMatchObject({ id_dosen: dsn00, jumlah: 4, dijadwalkan: 1, perbaikan: 1, lulus: 2, tidak_lulus: 0 });
    expect(rekap.json().data.map((r: any) => r.id_dosen)).not.toContain(asing.dosen);
    expect((await api.get('tugas-akhir/riwayat/penguji-proposal', 'aka01')).json().per_page).toBe(9);
    expect((await api.get('tugas-akhir/riwayat/penguji-proposal', 'dsn00')).statusCode).toBe(403);
    const detail = (await api.get(`tugas-akhir/riwayat/penguji-proposal/${dsn00}`, 'aka01')).json();
    expect(detail.total).toBe(4);
    expect(detail.nama_dosen).toEqual(expect.any(String));
    expect((await api.get(`tugas-akhir/riwayat/penguji-proposal/${asing.dosen}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/riwayat/penguji-proposal/2147483000', 'aka01')).statusCode).toBe(404);
    expect((await api.get(`tugas-akhir/riwayat/penguji-proposal/${dsn00}`, 'mhs00')).statusCode).toBe(403);
  });

  it('races: of two examiners recording at once only one wins; of two schedulers taking one slot only one wins', async () => {
    const id = seeded['ta.prauaps'];
    const mate = await panelMate(id);
    const [a, b] = await Promise.all([
      api.patch('tugas-akhir/proposal/status-pengujian', 'dsn00', { id_ujian_proposal: id, hasil: 'lulus' }),
      api.patch('tugas-akhir/proposal/status-pengujian', mate, { id_ujian_proposal: id, hasil: 'tidak_lulus', catatan: 'Metodologi tidak sesuai.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await k.db.withSchema('uaps').selectFrom('riwayat').select('aksi').where('jenis', '=', 'ujian_proposal').where('id_item', '=', id).where('aksi', 'in', ['lulus', 'tidak_lulus']).execute();
    expect(rows).toHaveLength(1);

    const free = await k.db.withSchema('uaps').selectFrom('proposal as p').innerJoin('uaps.tugas_akhir as ta', 'ta.id_proposal_tugas_akhir', 'p.id_proposal_tugas_akhir')
      .select('p.id_proposal_tugas_akhir').where('p.status', '=', 'divalidasi').where('p.id_prodi', '=', (await api.get(`tugas-akhir/proposal/dt/${idProposal}`, 'aka01')).json().id_prodi)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('uaps.ujian_proposal as u').select('u.id_ujian_proposal').whereRef('u.id_proposal_tugas_akhir', '=', 'p.id_proposal_tugas_akhir'))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('uaps.pembimbing as pb').select('pb.id_dosen').whereRef('pb.id_tugas_akhir', '=', 'ta.id_tugas_akhir').where('pb.id_dosen', 'in', [rekan[1].id_dosen, rekan[2].id_dosen]))))
      .orderBy('p.id_proposal_tugas_akhir').limit(2).execute();
    const body = (p: number, penguji: number) => ({ id_proposal_tugas_akhir: p, tanggal: shift(2), jam_mulai: '10:00', jam_selesai: '11:00', id_ruang: ruang[2], penguji: [penguji] });
    const [x, y] = await Promise.all([
      api.post('tugas-akhir/proposal/penjadwalan', 'aka01', body(free[0].id_proposal_tugas_akhir, rekan[1].id_dosen)),
      api.post('tugas-akhir/proposal/penjadwalan', 'aka01', body(free[1].id_proposal_tugas_akhir, rekan[2].id_dosen)),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect(await k.db.withSchema('uaps').selectFrom('ujian_proposal').select('id_ujian_proposal').where('tanggal', '=', shift(2)).where('id_ruang', '=', ruang[2]).execute()).toHaveLength(1);
  });

  /** The other examiner of an examination's panel (not dsn00). */
  async function panelMate(id: number): Promise<string> {
    const row = await k.db.withSchema('uaps').selectFrom('ujian_proposal_penguji as up').innerJoin('master_data.dosen as d', 'd.id_dosen', 'up.id_dosen').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select('u.username').where('up.id_ujian_proposal', '=', id).where('up.id_dosen', '<>', dsn00).executeTakeFirstOrThrow();
    return row.username as string;
  }
});
