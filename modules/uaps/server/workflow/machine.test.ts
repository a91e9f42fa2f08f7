import { describe, expect, it } from 'vitest';
import { actionsFrom, BIMBINGAN_MACHINE, SUBMISSION_MACHINE, transitionOf } from './machine';

describe('submission machine declaration', () => {
  it('declares the spec cycle: draft -> diajukan -> divalidasi | dikembalikan -> revisi -> diajukan, cancel from draft or revisi', () => {
    const t = SUBMISSION_MACHINE.transitions;
    expect(t.mengajukan).toEqual({ from: ['draft'], to: 'diajukan', by: 'pemilik' });
    expect(t.validasi).toEqual({ from: ['diajukan'], to: 'divalidasi', by: 'validator' });
    expect(t.kembalikan).toEqual({ from: ['diajukan'], to: 'dikembalikan', by: 'validator' });
    expect(t.perbaikan).toEqual({ from: ['dikembalikan'], to: 'revisi', by: 'pemilik' });
    expect(t.ajukan_perbaikan).toEqual({ from: ['revisi'], to: 'diajukan', by: 'pemilik' });
    expect(t.batal).toEqual({ from: ['draft', 'revisi'], to: 'dibatalkan', by: 'pemilik' });
  });

  it('every transition goes between declared states', () => {
    for (const m of [SUBMISSION_MACHINE, BIMBINGAN_MACHINE]) {
      for (const decl of Object.values(m.transitions) as { from: readonly string[]; to: string }[]) {
        expect(m.states).toContain(decl.to);
        for (const f of decl.from) expect(m.states).toContain(f);
      }
    }
  });

  it('offers each party only its own actions from a state; terminal states offer none', () => {
    expect(actionsFrom(SUBMISSION_MACHINE, 'draft', 'pemilik')).toEqual(['mengajukan', 'batal']);
    expect(actionsFrom(SUBMISSION_MACHINE, 'draft', 'validator')).toEqual([]);
    expect(actionsFrom(SUBMISSION_MACHINE, 'diajukan', 'validator')).toEqual(['validasi', 'kembalikan']);
    expect(actionsFrom(SUBMISSION_MACHINE, 'diajukan', 'pemilik')).toEqual([]);
    expect(actionsFrom(SUBMISSION_MACHINE, 'revisi', 'pemilik')).toEqual(['batal', 'ajukan_perbaikan']);
    for (const end of ['divalidasi', 'dibatalkan']) {
      expect(actionsFrom(SUBMISSION_MACHINE, end, 'pemilik')).toEqual([]);
      expect(actionsFrom(SUBMISSION_MACHINE, end, 'validator')).toEqual([]);
    }
    expect(transitionOf(SUBMISSION_MACHINE, 'toString')).toBeUndefined();
  });
});
