import { describe, expect, it } from 'vitest';
import { createListStore } from './list-store';

describe('createListStore (spec section 4)', () => {
  it('starts idle with empty data and no error', () => {
    const store = createListStore(async () => []);
    expect(store.state).toMatchObject({ status: 'idle', data: [], error: null, page: 1, perPage: 7, total: 0 });
  });

  it('goes loading -> success, storing data, mapping current_page/per_page/total and clearing the error', async () => {
    let fail = true;
    const store = createListStore<{ id: number }>(async ({ page, perPage }) => {
      if (fail) throw Object.assign(new Error('x'), { data: { message: 'Gagal memuat' } });
      return { data: [{ id: page }], current_page: page, per_page: perPage, total: 23, akses_prodi: [3] };
    }, { perPage: 10 });
    await store.load();
    expect(store.state.error).toEqual({ message: 'Gagal memuat' });
    fail = false;
    const pending = store.load(2);
    expect(store.state.status).toBe('loading');
    // While page 2 loads, the state still describes the rows shown.
    expect(store.state.page).toBe(1);
    await pending;
    expect(store.state).toMatchObject({ status: 'success', data: [{ id: 2 }], error: null, page: 2, perPage: 10, total: 23, aksesProdi: [3] });
  });

  it('retries the page that failed, while still describing the page shown', async () => {
    const asked: number[] = [];
    let fail = false;
    const store = createListStore<{ id: number }>(async ({ page, perPage }) => {
      asked.push(page);
      if (fail) throw Object.assign(new Error('x'), { data: { message: 'Gagal memuat' } });
      return { data: [{ id: page }], current_page: page, per_page: perPage, total: 23 };
    });
    await store.load(1);
    fail = true;
    await store.load(2);
    expect(store.state).toMatchObject({ status: 'error', page: 1, data: [{ id: 1 }] });
    fail = false;
    await store.load();
    expect(asked).toEqual([1, 2, 2]);
    expect(store.state).toMatchObject({ status: 'success', page: 2, data: [{ id: 2 }] });
  });

  it('goes loading -> error, storing the failed response body', async () => {
    const body = { message: 'Data tidak valid', errors: { page: ['Halaman harus angka.'] } };
    const store = createListStore(async () => {
      throw Object.assign(new Error('400'), { data: body });
    });
    await store.load();
    expect(store.state.status).toBe('error');
    expect(store.state.error).toEqual(body);
  });

  it('accepts a plain array or a { data } wrapper, and ignores a slower older load', async () => {
    const resolvers: Array<(v: { data: string[] }) => void> = [];
    const store = createListStore<string>(() => new Promise((r) => resolvers.push(r)));
    const first = store.load(1);
    const second = store.load(2);
    resolvers[1]!({ data: ['baru'] });
    await second;
    resolvers[0]!({ data: ['lama'] });
    await first;
    expect(store.state.data).toEqual(['baru']);
    expect(store.state.total).toBe(1);
    store.reset();
    expect(store.state).toMatchObject({ status: 'idle', data: [], error: null });
  });
});
