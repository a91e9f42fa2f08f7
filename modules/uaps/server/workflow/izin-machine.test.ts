import { describe, expect, it } from 'vitest';
import { actionsFrom, IZIN_PERUBAHAN_MACHINE, transitionOf, type Party } from './machine';

// The title-change permission, written out by hand: [state, party] -> the actions allowed, and the
// state each leads to. Everything not listed must be refused.
const ALLOWED: Record<string, Partial<Record<Party, Record<string, string>>>> = {
  diajukan: { pemilik: { batal: 'dibatalkan' }, pembimbing: { setujui_pembimbing: 'disetujui_pembimbing', kembalikan_pembimbing: 'dikembalikan' } },
  disetujui_pembimbing: { validator: { setujui_prodi: 'disetujui', kembalikan_prodi: 'dikembalikan' } },
  disetujui: {},
  dikembalikan: {},
  dibatalkan: {},
};
const PARTIES: Party[] = ['pemilik', 'pembimbing', 'validator'];
const ACTIONS = ['setujui_pembimbing', 'kembalikan_pembimbing', 'setujui_prodi', 'kembalikan_prodi', 'batal', 'validasi', 'mengajukan'];

describe('title-change permission machine', () => {
  it('declares exactly the states of the two-step approval', () => {
    expect([...IZIN_PERUBAHAN_MACHINE.states].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  for (const state of Object.keys(ALLOWED)) {
    for (const party of PARTIES) {
      for (const action of ACTIONS) {
        const to = ALLOWED[state][party]?.[action];
        it(`${party} ${to ? 'may' : 'may not'} ${action} from ${state}`, () => {
          const decl = transitionOf(IZIN_PERUBAHAN_MACHINE, action);
          const allowed = !!decl && decl.by === party && decl.from.includes(state);
          expect(allowed).toBe(!!to);
          if (to) expect(decl!.to).toBe(to);
        });
      }
      it(`offers ${party} in ${state} only its own actions`, () => {
        expect(actionsFrom(IZIN_PERUBAHAN_MACHINE, state, party).sort()).toEqual(Object.keys(ALLOWED[state][party] ?? {}).sort());
      });
    }
  }
});
