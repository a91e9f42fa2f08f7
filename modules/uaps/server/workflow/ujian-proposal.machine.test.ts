import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../../core/server/testing';
import masterData from '../../../master-data/server';
import uaps from '../index';
import { transition } from './engine';
import { UJIAN_PROPOSAL } from './kinds';
import { actionsFrom, UJIAN_PROPOSAL_MACHINE, type Party } from './machine';

describe('proposal examination machine declaration', () => {
  it('declares the examination cycle and who takes each step', () => {
    const t = UJIAN_PROPOSAL_MACHINE.transitions;
    expect(t.lulus).toEqual({ from: ['dijadwalkan'], to: 'lulus', by: 'validator' });
    expect(t.lulus_perbaikan).toEqual({ from: ['dijadwalkan'], to: 'perlu_perbaikan', by: 'validator' });
    expect(t.tidak_lulus).toEqual({ from: ['dijadwalkan'], to: 'tidak_lulus', by: 'validator' });
    expect(t.ajukan_perbaikan).toEqual({ from: ['perlu_perbaikan'], to: 'perbaikan_diajukan', by: 'pemilik' });
    expect(t.setujui_perbaikan).toEqual({ from: ['perbaikan_diajukan'], to: 'lulus', by: 'validator' });
    expect(t.kembalikan_perbaikan).toEqual({ from: ['perbaikan_diajukan'], to: 'perlu_perbaikan', by: 'validator' });
    for (const decl of Object.values(t)) for (const s of [...decl.from, decl.to]) expect(UJIAN_PROPOSAL_MACHINE.states).toContain(s);
    expect(actionsFrom(UJIAN_PROPOSAL_MACHINE, 'dijadwalkan', 'validator')).toEqual(['lulus', 'lulus_perbaikan', 'tidak_lulus']);
    expect(actionsFrom(UJIAN_PROPOSAL_MACHINE, 'perlu_perbaikan', 'pemilik')).toEqual(['ajukan_perbaikan']);
    for (const end of ['lulus', 'tidak_lulus']) for (const p of ['pemilik', 'validator'] as const) expect(actionsFrom(UJIAN_PROPOSAL_MACHINE, end, p)).toEqual([]);
  });
});

describe.each(MODULE_TEST_DATABASES)('proposal examination machine on the real table (%s)', (database) => {
  let k: TestKernel;
  let base: { id_proposal_tugas_akhir: number; id_prodi: number; id_ruang: number };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    base = await k.db.withSchema('uaps').selectFrom('ujian_proposal').select(['id_proposal_tugas_akhir', 'id_prodi', 'id_ruang']).orderBy('id_ujian_proposal').executeTakeFirstOrThrow() as typeof base;
  });
  afterAll(async () => k?.close());

  // A fresh row per case; earlier ones are parked as failed so the one-running-examination index allows it.
  const itemIn = async (status: string) => {
    await k.db.withSchema('uaps').updateTable('ujian_proposal').set({ status: 'tidak_lulus' }).where('id_proposal_tugas_akhir', '=', base.id_proposal_tugas_akhir).execute();
    const row = await k.db.withSchema('uaps').insertInto('ujian_proposal').values({ ...base, status, tanggal: '2024-01-02', jam_mulai: '08:00', jam_selesai: '09:00' })
      .returning('id_ujian_proposal').executeTakeFirstOrThrow();
    return row.id_ujian_proposal as number;
  };
  const statusOf = async (id: number) => (await k.db.withSchema('uaps').selectFrom('ujian_proposal').select('status').where('id_ujian_proposal', '=', id).executeTakeFirstOrThrow()).status;
  const historyOf = (id: number) => k.db.withSchema('uaps').selectFrom('riwayat').selectAll().where('jenis', '=', 'ujian_proposal').where('id_item', '=', id).execute();

  for (const [action, decl] of Object.entries(UJIAN_PROPOSAL_MACHINE.transitions)) {
    for (const from of UJIAN_PROPOSAL_MACHINE.states) {
      for (const party of ['pemilik', 'validator'] as Party[]) {
        const allowed = (decl.from as readonly string[]).includes(from) && decl.by === party;
        it(`${party} ${action} from ${from}: ${allowed ? `moves to ${decl.to}` : 'refused, nothing changes'}`, async () => {
          const id = await itemIn(from);
          if (allowed) {
            await expect(transition(k.db, UJIAN_PROPOSAL, id, action, { party, id_user: null }, { catatan: 'uji' })).resolves.toEqual({ dari: from, ke: decl.to });
            expect(await statusOf(id)).toBe(decl.to);
            expect(await historyOf(id)).toEqual([expect.objectContaining({ aksi: action, dari: from, ke: decl.to, catatan: 'uji' })]);
          } else {
            const error = await transition(k.db, UJIAN_PROPOSAL, id, action, { party, id_user: null }).catch((e) => e);
            expect(error.statusCode).toBe(decl.by !== party ? 403 : 409);
            expect(await statusOf(id)).toBe(from);
            expect(await historyOf(id)).toEqual([]);
          }
        });
      }
    }
  }

  it('of two examiners recording a result at once only one wins; the state names the winner', async () => {
    const id = await itemIn('dijadwalkan');
    const results = await Promise.allSettled([
      transition(k.db, UJIAN_PROPOSAL, id, 'lulus', { party: 'validator', id_user: null }),
      transition(k.db, UJIAN_PROPOSAL, id, 'tidak_lulus', { party: 'validator', id_user: null }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.statusCode).toBe(409);
    expect(await historyOf(id)).toHaveLength(1);
    expect(['lulus', 'tidak_lulus']).toContain(await statusOf(id));
  });
});
