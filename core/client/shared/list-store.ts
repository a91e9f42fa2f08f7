import { proxy } from 'valtio';
import type { Paged } from '../../contract/api';
import { PAGE_SIZE } from '../../contract/constants';

/** The four states of every data load (spec section 4). */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/** State of one list. `error` is the failed response body (or the thrown error when there was none). */
export interface ListState<T> {
  status: LoadStatus;
  data: T[];
  error: unknown;
  page: number;
  perPage: number;
  total: number;
  /** Programmes the staff member may see, when the server sends them (spec section 3). */
  aksesProdi?: number[];
}

/** What a loader may return: a paged answer, a `{ data }` wrapper, or a plain array. */
export type ListResult<T> = Paged<T> | { data: T[] } | T[];

/** A list store: valtio state plus the actions that move it through idle -> loading -> success|error. */
export interface ListStore<T> {
  state: ListState<T>;
  /** Loads `page` (default: the current one); concurrent older loads are ignored when they finish late. */
  load(page?: number): Promise<void>;
  setPage(page: number): Promise<void>;
  setPerPage(perPage: number): Promise<void>;
  /** Back to idle: empty data, no error. */
  reset(): void;
}

/** The failed response body of an ofetch error (its `data`), else the error itself. */
export function failureBody(error: unknown): unknown {
  if (error && typeof error === 'object' && 'data' in error && (error as { data?: unknown }).data !== undefined) return (error as { data: unknown }).data;
  return error;
}

/**
 * Creates a list store. `loader` receives the page and page size and returns the server answer;
 * `current_page`, `per_page` and `total` of a paged answer are mapped into the state.
 */
export function createListStore<T>(
  loader: (query: { page: number; perPage: number }) => Promise<ListResult<T>>,
  options: { perPage?: number } = {},
): ListStore<T> {
  const state = proxy<ListState<T>>({ status: 'idle', data: [], error: null, page: 1, perPage: options.perPage ?? PAGE_SIZE.DEFAULT, total: 0 });
  let generation = 0;
  // The page asked for last: a retry after an error asks for it again, not for the page still shown.
  let requested = state.page;

  const load = async (page: number = requested) => {
    requested = page;
    const mine = ++generation;
    state.status = 'loading';
    try {
      const result = await loader({ page, perPage: state.perPage });
      if (mine !== generation) return;
      const rows = Array.isArray(result) ? result : result.data;
      // The page moves with its rows: while the next page loads, the pager still describes the rows shown.
      state.page = page;
      state.data = rows;
      state.error = null;
      if (!Array.isArray(result) && 'current_page' in result) {
        state.page = result.current_page;
        state.perPage = result.per_page;
        state.total = result.total;
        if (result.akses_prodi) state.aksesProdi = result.akses_prodi;
      } else {
        state.total = rows.length;
      }
      state.status = 'success';
    } catch (error) {
      if (mine !== generation) return;
      state.error = failureBody(error);
      state.status = 'error';
    }
  };

  return {
    state,
    load,
    setPage: (page) => load(page),
    setPerPage: (perPage) => {
      state.perPage = perPage;
      return load(1);
    },
    reset() {
      generation++;
      requested = 1;
      Object.assign(state, { status: 'idle', data: [], error: null, page: 1, total: 0 });
    },
  };
}
