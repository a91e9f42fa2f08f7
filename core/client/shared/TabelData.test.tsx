import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { TabelData, type PagedColumn } from './TabelData';
import { layarSempit } from '../test-support/layar-sempit';
import { lebarHalaman, type Lebar } from '../test-support/lebar-halaman';

interface Row { id: number; nama: string; email: string | null }

const columns: PagedColumn<Row>[] = [
  { key: 'nama', header: 'Nama', rowHeader: true },
  { key: 'email', header: 'Email' },
  { key: 'aksi', header: '', cell: (r) => <button type="button">Detail {r.nama}</button> },
];
const rows: Row[] = [{ id: 1, nama: 'Andi', email: 'andi@kampus.ac.id' }, { id: 2, nama: 'Budi', email: null }];

const show = (props: Partial<Parameters<typeof TabelData<Row>>[0]> = {}) => render(
  <I18nextProvider i18n={createI18n()}>
    <TabelData columns={columns} rows={rows} rowKey={(r) => r.id} nama="Mahasiswa" {...props} />
  </I18nextProvider>,
);

describe('TabelData on a wide screen', () => {
  it('is a table: the row header names each row, the untitled column is "Aksi" for screen readers, empty values a dash', () => {
    show();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Email', 'Aksi']);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Andi', 'Budi']);
    const budi = screen.getAllByRole('row')[2];
    expect(within(budi).getByText('-')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('adds summary lines under the rows, the label across the columns and the value in the last one', () => {
    show({ ringkasan: [{ label: 'Jumlah', nilai: 'Rp 2.000' }] });
    const jumlah = screen.getAllByRole('row')[3];
    expect(within(jumlah).getByRole('rowheader').textContent).toBe('Jumlah');
    expect(within(jumlah).getByRole('rowheader').getAttribute('colspan')).toBe('2');
    expect(within(jumlah).getByRole('cell').textContent).toBe('Rp 2.000');
    expect(screen.getByRole('table', { name: 'Mahasiswa' })).toBeTruthy();
  });

  it('tints the rows it is asked to pick out', () => {
    show({ sorot: (r) => r.nama === 'Budi' });
    const [, andi, budi] = screen.getAllByRole('row');
    expect(andi.getAttribute('style')).toBeNull();
    expect(budi.getAttribute('style')).toContain('var(--accent-3)');
  });

  it('says "Belum ada data" without rows and "Memuat data…" while the first rows load', () => {
    const { unmount } = show({ rows: [] });
    expect(screen.getByText('Belum ada data')).toBeTruthy();
    unmount();
    show({ rows: [], memuat: true });
    expect(screen.getByText('Memuat data…')).toBeTruthy();
  });
});

describe('TabelData on a phone', () => {
  let kembalikan = () => {};
  beforeEach(() => { kembalikan = layarSempit(); });
  afterEach(() => kembalikan());

  it('shows one card per row: each titled column as a label and its value, the buttons under them', () => {
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Mahasiswa' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const andi = cards[0];
    expect(andi.querySelectorAll('dt').length).toBe(2);
    expect([...andi.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Nama', 'Email']);
    expect([...andi.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Andi', 'andi@kampus.ac.id']);
    expect(within(andi).getByRole('button', { name: 'Detail Andi' })).toBeTruthy();
    expect([...cards[1].querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Budi', '-']);
  });

  it('shows the summary lines in a card of their own after the rows', () => {
    show({ ringkasan: [{ label: 'Jumlah', nilai: 'Rp 2.000' }] });
    const cards = within(screen.getByRole('list', { name: 'Mahasiswa' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[2].querySelector('dt')?.textContent).toBe('Jumlah');
    expect(cards[2].querySelector('dd')?.textContent).toBe('Rp 2.000');
  });

  it('marks a picked-out row\'s card with a stripe in the accent colour', () => {
    show({ sorot: (r) => r.nama === 'Budi' });
    const [andi, budi] = within(screen.getByRole('list', { name: 'Mahasiswa' })).getAllByRole('listitem');
    expect((andi.firstElementChild as HTMLElement).style.boxShadow).toBe('');
    expect((budi.firstElementChild as HTMLElement).style.boxShadow).toContain('var(--accent-9)');
  });

  it('says "Belum ada data" in a card without rows', () => {
    show({ rows: [] });
    expect(within(screen.getByRole('list', { name: 'Mahasiswa' })).getByRole('listitem').textContent).toBe('Belum ada data');
  });
});

describe('TabelData wider than its page (a laptop with the drawer open, a tablet)', () => {
  let ukuran: ReturnType<typeof lebarHalaman>;
  beforeEach(() => { ukuran = lebarHalaman(); });
  afterEach(() => ukuran.kembalikan());
  const atur = (lebar: Partial<Lebar>) => Object.assign(ukuran.lebar, lebar);
  const ubahLebar = (px: number) => ukuran.ubahLebar(px);

  it('stays a table as drawn when it fits', () => {
    show();
    expect(screen.getByRole('table', { name: 'Mahasiswa' }).closest('.rt-TableRoot')?.classList.contains('siakad-tabel-rapat')).toBe(false);
  });

  it('draws its cells closer when only that makes it fit', () => {
    atur({ perluTabel: 760, perluRapat: 690 });
    show();
    expect(screen.getByRole('table', { name: 'Mahasiswa' }).closest('.rt-TableRoot')?.classList.contains('siakad-tabel-rapat')).toBe(true);
  });

  it('shows its rows as cards side by side when even closer cells do not fit, and a table again once the page is wide enough', () => {
    atur({ perluTabel: 900, perluRapat: 820 });
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Mahasiswa' });
    expect(list.classList.contains('siakad-kartu-petak')).toBe(true);
    expect([...within(list).getAllByRole('listitem')[0].querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Andi', 'andi@kampus.ac.id']);

    // A scrollbar beside the taller cards narrows the page: still cards, not even a table drawn in between.
    const tambahan = new MutationObserver(() => {});
    tambahan.observe(document.body, { childList: true, subtree: true });
    ubahLebar(685);
    const tabelDigambar = tambahan.takeRecords().some((m) => [...m.addedNodes].some((n) => n instanceof Element && n.querySelector('table')));
    tambahan.disconnect();
    expect(tabelDigambar).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
    // Wide enough for the closer cells (the table needed 820 px of page where it had 700).
    ubahLebar(830);
    expect(screen.getByRole('table', { name: 'Mahasiswa' }).closest('.rt-TableRoot')?.classList.contains('siakad-tabel-rapat')).toBe(true);
    ubahLebar(1000);
    expect(screen.getByRole('table', { name: 'Mahasiswa' }).closest('.rt-TableRoot')?.classList.contains('siakad-tabel-rapat')).toBe(false);
  });

  it('turns into cards when its page narrows, and tries the table again when its rows change', () => {
    atur({ perluTabel: 900, perluRapat: 820 });
    atur({ halaman: 1000 });
    const { rerender } = show();
    expect(screen.getByRole('table', { name: 'Mahasiswa' })).toBeTruthy();
    ubahLebar(700);
    expect(screen.getByRole('list', { name: 'Mahasiswa' })).toBeTruthy();

    // The next rows are shorter: drawn as a table if they fit.
    atur({ perluTabel: 650, perluRapat: 600 });
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <TabelData columns={columns} rows={rows.slice(0, 1)} rowKey={(r) => r.id} nama="Mahasiswa" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('table', { name: 'Mahasiswa' })).toBeTruthy();
  });
});
