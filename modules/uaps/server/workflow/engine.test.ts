import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../../core/server/testing';
import masterData from '../../../master-data/server';
import uaps from '../index';
import { transition } from './engine';
import { BIMBINGAN, PENILAIAN, PROPOSAL, type ItemKind } from './kinds';
import { BIMBINGAN_MACHINE, PENILAIAN_MACHINE, SUBMISSION_MACHINE, type Party, type State } from './machine';

const STATES: State[] = ['draft', 'diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'];
const PARTIES: Party[] = ['pemilik', 'validator'];

describe.each(MODULE_TEST_DATABASES)('workflow engine on real tables (%s)', (database) => {
  let k: TestKernel;
  let mhs: { id_mahasiswa: number; id_prodi: number };
  let jenis: number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    // A student without any proposal, so every row here is the test's own.
    mhs = await k.db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
      .select(['m.id_mahasiswa', 'm.id_prodi']).where('u.username', '=', 'ta.baru').executeTakeFirstOrThrow() as typeof mhs;
    jenis = (await k.db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').executeTakeFirstOrThrow()).id_jenis_tugas_akhir;
  });
  afterAll(async () => k?.close());

  // Each row starts in `status`; the partial unique index allows one running proposal per student, so old rows are parked.
  const itemIn = async (status: State) => {
    await k.db.withSchema('uaps').updateTable('proposal').set({ status: 'dibatalkan' }).where('id_mahasiswa', '=', mhs.id_mahasiswa).execute();
    const row = await k.db.withSchema('uaps').insertInto('proposal').values({ id_mahasiswa: mhs.id_mahasiswa, id_prodi: mhs.id_prodi, id_jenis_tugas_akhir: jenis, judul: 'Judul uji alur kerja', status })
      .returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    return row.id_proposal_tugas_akhir as number;
  };
  const statusOf = async (id: number) => (await k.db.withSchema('uaps').selectFrom('proposal').select('status').where('id_proposal_tugas_akhir', '=', id).executeTakeFirstOrThrow()).status;
  const historyCount = async (id: number) => (await k.db.withSchema('uaps').selectFrom('riwayat').select('id_riwayat').where('jenis', '=', 'proposal').where('id_item', '=', id).execute()).length;

  for (const [action, decl] of Object.entries(SUBMISSION_MACHINE.transitions)) {
    for (const from of STATES) {
      for (const party of PARTIES) {
        const allowed = decl.from.includes(from as never) && decl.by === party;
        it(`${party} ${action} from ${from}: ${allowed ? `moves to ${decl.to}` : 'refused, nothing changes'}`, async () => {
          const id = await itemIn(from);
          if (allowed) {
            await expect(transition(k.db, PROPOSAL, id, action, { party, id_user: null }, { catatan: 'uji' })).resolves.toEqual({ dari: from, ke: decl.to });
            expect(await statusOf(id)).toBe(decl.to);
            const h = await k.db.withSchema('uaps').selectFrom('riwayat').selectAll().where('jenis', '=', 'proposal').where('id_item', '=', id).executeTakeFirstOrThrow();
            expect(h).toMatchObject({ aksi: action, dari: from, ke: decl.to, catatan: 'uji' });
          } else {
            const error = await transition(k.db, PROPOSAL, id, action, { party, id_user: null }).catch((e) => e);
            expect(error.statusCode).toBe(decl.by !== party ? 403 : 409);
            expect(error.message).toMatch(decl.by !== party ? /^Anda tidak berhak / : /^Tidak dapat .* berstatus /);
            expect(await statusOf(id)).toBe(from);
            expect(await historyCount(id)).toBe(0);
          }
        });
      }
    }
  }

  it('an unknown action and a missing item are refused', async () => {
    const id = await itemIn('draft');
    expect((await transition(k.db, PROPOSAL, id, 'hapus', { party: 'pemilik', id_user: null }).catch((e) => e)).statusCode).toBe(400);
    expect((await transition(k.db, PROPOSAL, 999999, 'mengajukan', { party: 'pemilik', id_user: null }).catch((e) => e)).statusCode).toBe(404);
  });

  it('the message names the action and the current state in Indonesian', async () => {
    const id = await itemIn('divalidasi');
    const error = await transition(k.db, PROPOSAL, id, 'batal', { party: 'pemilik', id_user: null }).catch((e) => e);
    expect(error.message).toBe('Tidak dapat membatalkan proposal yang berstatus Divalidasi.');
  });

  it('two validators at once: exactly one wins, one history row', async () => {
    const id = await itemIn('diajukan');
    const results = await Promise.allSettled([
      transition(k.db, PROPOSAL, id, 'validasi', { party: 'validator', id_user: null }),
      transition(k.db, PROPOSAL, id, 'kembalikan', { party: 'validator', id_user: null }),
      transition(k.db, PROPOSAL, id, 'validasi', { party: 'validator', id_user: null }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason.statusCode).toBe(409);
    expect(await historyCount(id)).toBe(1);
  });

  it('the supervision-session machine: validate once, then refused', async () => {
    const b = await k.db.withSchema('uaps').selectFrom('bimbingan').select('id_tugas_akhir_bimbingan').where('status', '=', 'diajukan').executeTakeFirstOrThrow();
    await transition(k.db, BIMBINGAN, b.id_tugas_akhir_bimbingan, 'validasi', { party: 'validator', id_user: null });
    expect((await transition(k.db, BIMBINGAN, b.id_tugas_akhir_bimbingan, 'tolak', { party: 'validator', id_user: null }).catch((e) => e)).statusCode).toBe(409);
    expect((await transition(k.db, BIMBINGAN, b.id_tugas_akhir_bimbingan, 'validasi', { party: 'pemilik', id_user: null }).catch((e) => e)).statusCode).toBe(403);
  });

  // The two smaller machines, every action from every state by both parties, on their real tables.
  const smallItem = async (kind: ItemKind, status: string): Promise<number> => {
    const ta = await k.db.withSchema('uaps').selectFrom('tugas_akhir as ta').innerJoin('uaps.pembimbing as pb', 'pb.id_tugas_akhir', 'ta.id_tugas_akhir')
      .select(['ta.id_tugas_akhir', 'ta.id_prodi', 'pb.id_dosen']).orderBy('ta.id_tugas_akhir').executeTakeFirstOrThrow();
    if (kind === BIMBINGAN) {
      const row = await k.db.withSchema('uaps').insertInto('bimbingan').values({ id_tugas_akhir: ta.id_tugas_akhir, id_dosen: ta.id_dosen, tanggal: '2025-01-02', topik: 'uji', status })
        .returning('id_tugas_akhir_bimbingan').executeTakeFirstOrThrow();
      return row.id_tugas_akhir_bimbingan;
    }
    // A cancelled defence row is outside the one-running-defence rule, so each case gets its own.
    const s = await k.db.withSchema('uaps').insertInto('sidang').values({ id_tugas_akhir: ta.id_tugas_akhir, id_prodi: ta.id_prodi, status: 'dibatalkan' }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
    const row = await k.db.withSchema('uaps').insertInto('penilaian').values({ id_sidang_tugas_akhir: s.id_sidang_tugas_akhir, id_dosen: ta.id_dosen, peran: 'pembimbing', versi: 2, nilai: 80, status })
      .returning('id_penilaian').executeTakeFirstOrThrow();
    return row.id_penilaian;
  };
  for (const [kind, machine] of [[BIMBINGAN, BIMBINGAN_MACHINE], [PENILAIAN, PENILAIAN_MACHINE]] as const) {
    for (const [action, decl] of Object.entries(machine.transitions) as [string, { from: readonly string[]; to: string; by: Party }][]) {
      for (const from of machine.states) {
        for (const party of PARTIES) {
          const allowed = decl.from.includes(from) && decl.by === party;
          it(`${machine.id}: ${party} ${action} from ${from}: ${allowed ? `moves to ${decl.to}` : 'refused'}`, async () => {
            const id = await smallItem(kind, from);
            const read = async () => (await k.db.withSchema('uaps').selectFrom(kind.table).select('status').where(kind.idColumn, '=', id).executeTakeFirstOrThrow()).status;
            if (allowed) {
              await transition(k.db, kind, id, action, { party, id_user: null });
              expect(await read()).toBe(decl.to);
            } else {
              const error = await transition(k.db, kind, id, action, { party, id_user: null }).catch((e) => e);
              expect(error.statusCode).toBe(decl.by !== party ? 403 : 409);
              expect(await read()).toBe(from);
            }
          });
        }
      }
    }
  }
});
