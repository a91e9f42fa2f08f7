import { act } from '@testing-library/react';

/** The widths a browser would measure, in px: what the page gives a list, what its table needs as drawn and with closer cells. */
export interface Lebar { halaman: number; perluTabel: number; perluRapat: number }

/**
 * Makes jsdom, which lays nothing out, measure widths as a browser would for `useBentukTabel`: every
 * element is `halaman` wide, and a table's scroll area scrolls to `perluTabel` (`perluRapat` with the
 * closer cells). `ubahLebar` resizes the page as a window or the drawer does, telling the observers;
 * `kembalikan` puts jsdom back.
 */
export function lebarHalaman(awal: Partial<Lebar> = {}): { lebar: Lebar; ubahLebar: (px: number) => void; kembalikan: () => void } {
  const lebar: Lebar = { halaman: 700, perluTabel: 700, perluRapat: 700, ...awal };
  const asli = {
    client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!,
    scroll: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!,
    ro: globalThis.ResizeObserver,
  };
  let pengamat: Array<() => void> = [];
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get() { return lebar.halaman; } });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      if (!this.classList.contains('rt-ScrollAreaViewport')) return lebar.halaman;
      return this.closest('.siakad-tabel-rapat') ? lebar.perluRapat : lebar.perluTabel;
    },
  });
  globalThis.ResizeObserver = class {
    private readonly lapor: () => void;
    constructor(lapor: () => void) { this.lapor = lapor; }
    observe() { pengamat.push(() => this.lapor()); }
    unobserve() {}
    disconnect() { pengamat = []; }
  } as unknown as typeof ResizeObserver;
  return {
    lebar,
    ubahLebar: (px) => act(() => { lebar.halaman = px; pengamat.forEach((lapor) => lapor()); }),
    kembalikan: () => {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', asli.client);
      Object.defineProperty(Element.prototype, 'scrollWidth', asli.scroll);
      globalThis.ResizeObserver = asli.ro;
    },
  };
}
