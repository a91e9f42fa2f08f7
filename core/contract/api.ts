/** The one error shape of every API error: an Indonesian message and, for input errors, per-field messages. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** A refusal the caller may override by sending the same request again with the route's confirm field. */
  perlu_konfirmasi?: boolean;
}

/** A paged list (spec section 3). Programme-staff lists also carry `akses_prodi`. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  akses_prodi?: number[];
}

/** One entry of `GET /api/menu`: titles are already Indonesian. */
export interface MenuItem {
  id: string;
  title: string;
  caption?: string;
  icon?: string;
  path?: string;
  children?: MenuItem[];
}

export interface MenuResponse {
  data: MenuItem[];
}

export interface LoginResponse {
  access_token: string;
}

/** One group of `GET /api/grup-milik-pengguna`: a user type the user may act as (the active one flagged). */
export interface UserGroupOption {
  id_group_user: import('./user-types').UserType;
  /** Indonesian name of the group ('Mahasiswa', 'Dosen', 'Ketua Program Studi', …). */
  nama_group: string;
  /** True for the group of the current token (the default group). */
  is_default: boolean;
}

export interface UserGroupsResponse {
  data: UserGroupOption[];
}

/** One demo account of `GET /api/login/demo`, listed on the login page while the demo campus is loaded. */
export interface DemoAccount {
  username: string;
  label: string;
  id_group_user: import('./user-types').UserType;
}

export interface DemoAccountsResponse {
  data: DemoAccount[];
}

/**
 * Id of the `<script type="application/json">` in which the server hands the HTML shell the demo
 * accounts (the same list as `GET /api/login/demo`), so the login page paints them in its first
 * render instead of after a request.
 */
export const DEMO_ACCOUNTS_ELEMENT_ID = 'siakad-demo';

/** A stored message, e.g. `GET /api/pesan/daftar-telegram` for the DAFTAR TELEGRAM dialog. */
export interface PesanResponse {
  pesan: string;
}
