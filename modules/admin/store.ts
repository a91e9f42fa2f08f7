import { proxy } from 'valtio';
import { createListStore, failureBody, type LoadStatus } from '../../core/client';
import { PAGE_SIZE } from '../../core/contract/constants';
import { getDaftarGrup, getGrup, getOtorisasi, getPengguna, getPenggunaDetail, patchDaftarGrup, patchOtorisasi, patchStatus, postResetPassword } from './api';
import type { DaftarGrup, GrupDefinisi, GrupDiminta, Otorisasi, PenggunaDetail, PenggunaItem } from './schemas';

/** The user list of /pengguna: 7 per page (PAGE_SIZE.USERS), searched by `search` from page 1. */
export function createPenggunaStore() {
  const filter = { search: '' };
  const list = createListStore<PenggunaItem>(
    ({ page, perPage }) => getPengguna({ page, per_page: perPage, ...(filter.search ? { search: filter.search } : {}) }),
    { perPage: PAGE_SIZE.USERS },
  );
  return {
    list,
    search(text: string) {
      filter.search = text.trim();
      return list.load(1);
    },
  };
}

interface DetailState {
  status: LoadStatus;
  error: unknown;
  detail: PenggunaDetail | null;
  daftar: DaftarGrup | null;
  grup: GrupDefinisi[];
  otorisasi: Otorisasi | null;
  /** A save in progress: which one. */
  saving: 'grup' | 'otorisasi' | 'akun' | null;
  /** The failed save's response body (shown in its section), cleared by the next save. */
  saveError: { grup: unknown; otorisasi: unknown; akun: unknown };
  /** The server's message of the last successful save of each section. */
  saved: { grup: string | null; otorisasi: string | null; akun: string | null };
  /** The temporary password of the last reset, shown once; gone with the next action or a new page. */
  passwordSementara: string | null;
}

/** The data of /pengguna/{id_pengguna}/...: the user, their groups, the group catalogue and their programme authorisation. */
export function createPenggunaDetailStore(idPengguna: number) {
  const state = proxy<DetailState>({ status: 'idle', error: null, detail: null, daftar: null, grup: [], otorisasi: null, saving: null, saveError: { grup: null, otorisasi: null, akun: null }, saved: { grup: null, otorisasi: null, akun: null }, passwordSementara: null });

  async function load(): Promise<void> {
    state.status = 'loading';
    try {
      const [detail, daftar, grup, otorisasi] = await Promise.all([getPenggunaDetail(idPengguna), getDaftarGrup(idPengguna), getGrup(), getOtorisasi(idPengguna)]);
      Object.assign(state, { detail, daftar, grup: grup.data, otorisasi, error: null, status: 'success' });
    } catch (error) {
      state.error = failureBody(error);
      state.status = 'error';
    }
  }

  /** PATCH pengguna/daftar-grup with the complete list; reloads the user (default group, programme access) after it. */
  async function saveGrup(grup: GrupDiminta[]): Promise<boolean> {
    state.saving = 'grup';
    state.saveError.grup = null;
    state.saved.grup = null;
    try {
      const hasil = await patchDaftarGrup({ id_pengguna: idPengguna, grup });
      state.saved.grup = hasil.message;
      state.daftar = { id_user: hasil.id_user, default_group: hasil.default_group, data: hasil.data };
      const [detail, otorisasi] = await Promise.all([getPenggunaDetail(idPengguna), getOtorisasi(idPengguna)]);
      Object.assign(state, { detail, otorisasi });
      return true;
    } catch (error) {
      state.saveError.grup = failureBody(error);
      return false;
    } finally {
      state.saving = null;
    }
  }

  /** PATCH pengguna/otorisasi-data-staff with the complete set of programmes. */
  async function saveOtorisasi(idProdi: number[]): Promise<boolean> {
    state.saving = 'otorisasi';
    state.saveError.otorisasi = null;
    state.saved.otorisasi = null;
    try {
      const hasil = await patchOtorisasi({ id_pengguna: idPengguna, id_prodi: idProdi });
      state.saved.otorisasi = hasil.message;
      state.otorisasi = { id_user: hasil.id_user, staf_prodi: hasil.staf_prodi, data: hasil.data };
      return true;
    } catch (error) {
      state.saveError.otorisasi = failureBody(error);
      return false;
    } finally {
      state.saving = null;
    }
  }

  /** One account action (status or password reset): its message, or its error, in the account section. */
  async function akun(action: () => Promise<{ message: string; password_sementara?: string }>): Promise<boolean> {
    state.saving = 'akun';
    state.saveError.akun = null;
    state.saved.akun = null;
    state.passwordSementara = null;
    try {
      const hasil = await action();
      state.saved.akun = hasil.message;
      state.passwordSementara = hasil.password_sementara ?? null;
      state.detail = await getPenggunaDetail(idPengguna);
      return true;
    } catch (error) {
      state.saveError.akun = failureBody(error);
      return false;
    } finally {
      state.saving = null;
    }
  }

  /** PATCH pengguna/status: activates or deactivates the account. */
  const setAktif = (aktif: boolean) => akun(() => patchStatus(idPengguna, aktif));
  /** POST pengguna/reset-password: keeps the temporary password for the page to show once. */
  const resetPassword = () => akun(() => postResetPassword(idPengguna));

  return { state, load, saveGrup, saveOtorisasi, setAktif, resetPassword };
}

export type PenggunaDetailStore = ReturnType<typeof createPenggunaDetailStore>;
