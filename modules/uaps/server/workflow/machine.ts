/**
 * The submission workflow, declared once and used for proposals, defences, supervisor changes,
 * extensions and post-defence revisions:
 *
 *   draft --mengajukan--> diajukan --validasi--> divalidasi
 *                            |--kembalikan--> dikembalikan --perbaikan--> revisi --ajukan_perbaikan--> diajukan
 *   draft | revisi --batal--> dibatalkan
 *
 * Every transition names the one party that may take it: the owner of the item (`pemilik`, the
 * student) or its validator (`validator`: programme staff or the supervisor, per item kind).
 */
export type State = 'draft' | 'diajukan' | 'divalidasi' | 'dikembalikan' | 'revisi' | 'dibatalkan';
export type Party = 'pemilik' | 'validator' | 'pembimbing';

/** One allowed move. */
export interface TransitionDecl<S extends string = string> {
  from: readonly S[];
  to: S;
  by: Party;
}

/** A state machine: its states and its named transitions. */
export interface Machine<S extends string = string, A extends string = string> {
  id: string;
  states: readonly S[];
  transitions: Record<A, TransitionDecl<S>>;
}

export const SUBMISSION_MACHINE = {
  id: 'pengajuan',
  states: ['draft', 'diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'],
  transitions: {
    mengajukan: { from: ['draft'], to: 'diajukan', by: 'pemilik' },
    batal: { from: ['draft', 'revisi'], to: 'dibatalkan', by: 'pemilik' },
    validasi: { from: ['diajukan'], to: 'divalidasi', by: 'validator' },
    kembalikan: { from: ['diajukan'], to: 'dikembalikan', by: 'validator' },
    perbaikan: { from: ['dikembalikan'], to: 'revisi', by: 'pemilik' },
    ajukan_perbaikan: { from: ['revisi'], to: 'diajukan', by: 'pemilik' },
  },
} as const satisfies Machine<State>;

export type SubmissionAction = keyof typeof SUBMISSION_MACHINE.transitions;

/** States in which the owner may still change the item and its files. */
export const EDITABLE_STATES: readonly State[] = ['draft', 'revisi'];

/** A supervision session: logged by the student, validated or refused once by the supervisor. */
export const BIMBINGAN_MACHINE = {
  id: 'bimbingan',
  states: ['diajukan', 'divalidasi', 'ditolak'],
  transitions: {
    validasi: { from: ['diajukan'], to: 'divalidasi', by: 'validator' },
    tolak: { from: ['diajukan'], to: 'ditolak', by: 'validator' },
  },
} as const satisfies Machine<'diajukan' | 'divalidasi' | 'ditolak'>;

export type BimbinganAction = keyof typeof BIMBINGAN_MACHINE.transitions;

/** The transition `action` of `machine`, or undefined. */
export function transitionOf(machine: Machine, action: string): TransitionDecl | undefined {
  return Object.prototype.hasOwnProperty.call(machine.transitions, action) ? (machine.transitions as Record<string, TransitionDecl>)[action] : undefined;
}

/** The actions `party` may take from `state` (what a page offers as buttons). */
export function actionsFrom(machine: Machine, state: string, party: Party): string[] {
  return Object.entries(machine.transitions as Record<string, TransitionDecl>)
    .filter(([, t]) => t.by === party && t.from.includes(state))
    .map(([name]) => name);
}

/**
 * A score sheet of a panel member: submitted by the lecturer, validated by programme staff; staff
 * may cancel (batal) a sheet, which returns it to the lecturer for correction (perbaikan).
 */
export const PENILAIAN_MACHINE = {
  id: 'penilaian',
  states: ['diajukan', 'divalidasi', 'dikembalikan'],
  transitions: {
    validasi: { from: ['diajukan'], to: 'divalidasi', by: 'validator' },
    batal: { from: ['diajukan', 'divalidasi'], to: 'dikembalikan', by: 'validator' },
    perbaikan: { from: ['dikembalikan'], to: 'diajukan', by: 'pemilik' },
  },
} as const satisfies Machine<'diajukan' | 'divalidasi' | 'dikembalikan'>;

/**
 * Title-change permission (izin perubahan judul), a two-step approval: the student asks, the
 * project's main supervisor (`pembimbing`) approves or returns it, then programme staff
 * (`validator`) approve or return it; only the final approval changes the title. The student may
 * cancel while the supervisor has not decided. A returned or cancelled request is closed; the
 * student asks again with a new request.
 *
 *   diajukan --setujui_pembimbing--> disetujui_pembimbing --setujui_prodi--> disetujui
 *      |--kembalikan_pembimbing--> dikembalikan <--kembalikan_prodi--|
 *      |--batal--> dibatalkan
 */
export type IzinState = 'diajukan' | 'disetujui_pembimbing' | 'disetujui' | 'dikembalikan' | 'dibatalkan';
export const IZIN_PERUBAHAN_MACHINE = {
  id: 'izin_perubahan',
  states: ['diajukan', 'disetujui_pembimbing', 'disetujui', 'dikembalikan', 'dibatalkan'],
  transitions: {
    setujui_pembimbing: { from: ['diajukan'], to: 'disetujui_pembimbing', by: 'pembimbing' },
    kembalikan_pembimbing: { from: ['diajukan'], to: 'dikembalikan', by: 'pembimbing' },
    setujui_prodi: { from: ['disetujui_pembimbing'], to: 'disetujui', by: 'validator' },
    kembalikan_prodi: { from: ['disetujui_pembimbing'], to: 'dikembalikan', by: 'validator' },
    batal: { from: ['diajukan'], to: 'dibatalkan', by: 'pemilik' },
  },
} as const satisfies Machine<IzinState>;

export type IzinAction = keyof typeof IZIN_PERUBAHAN_MACHINE.transitions;

/**
 * The proposal examination (sidang pra-UAPS): scheduled by staff; an examiner of the panel
 * (`validator`) records the result; on "lulus dengan perbaikan" the student (`pemilik`) submits
 * the revision, which an examiner approves (finished) or returns. `lulus` and `tidak_lulus` end it.
 *
 *   dijadwalkan --lulus--> lulus | --lulus_perbaikan--> perlu_perbaikan | --tidak_lulus--> tidak_lulus
 *   perlu_perbaikan --ajukan_perbaikan--> perbaikan_diajukan --setujui_perbaikan--> lulus
 *                                                      --kembalikan_perbaikan--> perlu_perbaikan
 */
export const UJIAN_PROPOSAL_MACHINE = {
  id: 'ujian_proposal',
  states: ['dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan', 'lulus', 'tidak_lulus'],
  transitions: {
    lulus: { from: ['dijadwalkan'], to: 'lulus', by: 'validator' },
    lulus_perbaikan: { from: ['dijadwalkan'], to: 'perlu_perbaikan', by: 'validator' },
    tidak_lulus: { from: ['dijadwalkan'], to: 'tidak_lulus', by: 'validator' },
    ajukan_perbaikan: { from: ['perlu_perbaikan'], to: 'perbaikan_diajukan', by: 'pemilik' },
    setujui_perbaikan: { from: ['perbaikan_diajukan'], to: 'lulus', by: 'validator' },
    kembalikan_perbaikan: { from: ['perbaikan_diajukan'], to: 'perlu_perbaikan', by: 'validator' },
  },
} as const satisfies Machine<'dijadwalkan' | 'perlu_perbaikan' | 'perbaikan_diajukan' | 'lulus' | 'tidak_lulus'>;

export type UjianProposalAction = keyof typeof UJIAN_PROPOSAL_MACHINE.transitions;
