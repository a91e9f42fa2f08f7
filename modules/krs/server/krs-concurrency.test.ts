import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import masterData from '../../master-data/server';
import { createAccountService } from '../../../core/server/accounts/service';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from './index';
import { kelasAktif, mahasiswaByUsername, seats } from './test-support';

const SAVERS = 200;
const SEATS_LEFT = 50;

/**
 * The start-of-semester rush: 200 students save their KRS at once, all wanting one popular class
 * with 50 seats left; every other student also wants a second class with room to spare.
 */
describe.each(TEST_DATABASES)('concurrent PATCH krs on %s', (database) => {
  let k: TestKernel;
  let popular: number;
  let roomy: number;
  const tokens: string[] = [];
  const students: number[] = [];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs], database });
    popular = await kelasAktif(k.db, 'Komputasi Awan');
    roomy = await kelasAktif(k.db, 'Kerja Praktik');
    const p = await seats(k.db, popular);
    await k.db.updateTable('krs.kelas_kuota').set({ kuota: p.terisi + SEATS_LEFT }).where('id_kelas', '=', popular).execute();
    await k.db.updateTable('krs.kelas_kuota').set({ kuota: sql`terisi + ${SAVERS}` }).where('id_kelas', '=', roomy).execute();

    // 200 first-year students of the demo programme (package semester: no IPS limit, no prerequisites here).
    const template = await mahasiswaByUsername(k.db, 'mhs00');
    const usernames = Array.from({ length: SAVERS }, (_, i) => `2026552019${String(i).padStart(3, '0')}`);
    const ids = await createAccountService(k.db).createMany(usernames.map((username) => ({
      username, nama: `Mahasiswa Uji ${username}`,
      penugasan: [{ id_group_user: 'mhs00', id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: 'Teknik Informatika', nama_lembaga: null, nama_fakultas: null }],
    })));
    const { id_mahasiswa: _id, ...rest } = template as any;
    const rows = await k.db.insertInto('master_data.mahasiswa').values(usernames.map((nim, i) => ({
      ...rest, id_user: ids[i], nim, nama_mahasiswa: `Mahasiswa Uji ${i}`, angkatan: 2026, email: `${nim}@uji.test`, id_peminatan: null,
    }))).returning(['id_mahasiswa', 'nim']).execute();
    const byNim = new Map(rows.map((r) => [r.nim, r.id_mahasiswa as number]));
    for (let i = 0; i < usernames.length; i += 20) {
      tokens.push(...(await Promise.all(usernames.slice(i, i + 20).map((u) => k.login(u)))));
    }
    students.push(...usernames.map((u) => byNim.get(u)!));
  });
  afterAll(async () => k?.close());

  it(`gives exactly ${SEATS_LEFT} seats, all or nothing per student, and tells every refused student why`, async () => {
    const before = await seats(k.db, popular);
    const roomyBefore = await seats(k.db, roomy);
    const wants = (i: number) => (i % 2 === 0 ? [popular, roomy] : [popular]);
    const results = await Promise.all(tokens.map((token, i) => k.inject({
      method: 'PATCH', url: '/api/krs', headers: { authorization: `Bearer ${token}` }, payload: { id_kelas: wants(i) },
    })));

    const saved = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(saved.length).toBe(SEATS_LEFT);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe('Kelas Komputasi Awan (A) sudah penuh; pilih kelas paralel lain.');
    }

    const after = await seats(k.db, popular);
    expect(after.terisi).toBe(after.kuota);
    expect(after.terisi).toBe(before.terisi + SEATS_LEFT);
    expect(after.rows).toBe(after.terisi);
    const roomyAfter = await seats(k.db, roomy);
    expect(roomyAfter.rows).toBe(roomyAfter.terisi);

    const enrolled = await k.db.selectFrom('krs.krs_kelas').select(['id_mahasiswa', 'id_kelas']).where('id_mahasiswa', 'in', students).execute();
    const classesOf = new Map<number, number[]>();
    for (const e of enrolled) classesOf.set(e.id_mahasiswa, [...(classesOf.get(e.id_mahasiswa) ?? []), e.id_kelas].sort((a, b) => a - b));
    let roomyTaken = 0;
    students.forEach((id, i) => {
      const got = classesOf.get(id) ?? [];
      if (results[i].statusCode === 200) expect(got).toEqual([...wants(i)].sort((a, b) => a - b));
      else expect(got).toEqual([]);
      if (got.includes(roomy)) roomyTaken++;
    });
    expect(roomyAfter.terisi).toBe(roomyBefore.terisi + roomyTaken);
  });
});
