/** The one error shape of every API error: an Indonesian message and, for input errors, per-field messages. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
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
