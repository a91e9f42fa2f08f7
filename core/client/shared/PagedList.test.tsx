import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { createListStore } from './list-store';
import { PagedList, pageWindow } from './PagedList';

interface Row { nama: string; nim: string | null }

function setup(loader: Parameters<typeof createListStore<Row>>[0]) {
  const store = createListStore<Row>(loader);
  render(
    <I18nextProvider i18n={createI18n()}>
      <PagedList store={store} columns={[{ key: 'nama', header: 'Nama' }, { key: 'nim', header: 'NIM' }]} />
    </I18nextProvider>,
  );
  return store;
}

describe('pageWindow', () => {
  it('maps current_page, per_page and total to the shown range', () => {
    expect(pageWindow(2, 7, 23)).toEqual({ from: 8, to: 14, pages: 4 });
    expect(pageWindow(4, 7, 23)).toEqual({ from: 22, to: 23, pages: 4 });
    expect(pageWindow(1, 7, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });
});

describe('PagedList', () => {
  it('renders the rows and the pager of a paged answer, empty values as a dash', async () => {
    const loader = vi.fn(async ({ page }: { page: number }) => ({
      data: [{ nama: `Andi ${page}`, nim: null }], current_page: page, per_page: 7, total: 23,
    }));
    const store = setup(loader);
    await act(() => store.load());
    expect(screen.getByText('Andi 1')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.getByText('Menampilkan 1–7 dari 23')).toBeTruthy();
    expect(screen.getByText('Halaman 1 dari 4')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' })));
    expect(loader).toHaveBeenLastCalledWith({ page: 2, perPage: 7 });
    expect(screen.getByText('Menampilkan 8–14 dari 23')).toBeTruthy();
  });

  it('shows the loading, empty and error states', async () => {
    let finish: (v: { data: Row[]; current_page: number; per_page: number; total: number }) => void = () => {};
    const store = setup(() => new Promise((r) => (finish = r)));
    let pending!: Promise<void>;
    act(() => {
      pending = store.load();
    });
    expect(screen.getByText('Memuat data…')).toBeTruthy();
    await act(async () => {
      finish({ data: [], current_page: 1, per_page: 7, total: 0 });
      await pending;
    });
    expect(screen.getByText('Belum ada data')).toBeTruthy();
    // Nothing to page through: no 'Menampilkan 0–0 dari 0' under an empty table.
    expect(screen.queryByRole('navigation', { name: 'Navigasi halaman' })).toBeNull();
    store.load = async () => {
      store.state.status = 'error';
      store.state.error = { message: 'Anda tidak berhak melihat data ini.' };
    };
    await act(() => store.load());
    expect(screen.getByRole('alert').textContent).toContain('Anda tidak berhak melihat data ini.');
  });

  it('names a column without a visible title "Aksi" for screen readers', async () => {
    const store = createListStore<Row>(async () => ({ data: [{ nama: 'Andi', nim: '1' }], current_page: 1, per_page: 7, total: 1 }));
    render(
      <I18nextProvider i18n={createI18n()}>
        <PagedList store={store} columns={[{ key: 'nama', header: 'Nama' }, { key: 'aksi', header: '', cell: () => <button type="button">Detail</button> }]} />
      </I18nextProvider>,
    );
    await act(() => store.load());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Aksi']);
  });
});
