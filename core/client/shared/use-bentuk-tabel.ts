import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How a list's rows are drawn beside the drawer or on a tablet: a table, a table with closer cells, or cards. */
export type BentukTabel = 'tabel' | 'rapat' | 'kartu';

const LEBIH_BENTUK = { tabel: 'rapat', rapat: 'kartu' } as const;

/**
 * The shape in which a table fits the width it is given (decision 0055): as drawn; else with closer
 * cells; else its rows as cards, rather than a table that hides columns past the page's edge (a
 * report of nine columns on a 1024 px laptop with the drawer open). Measured after a render and
 * before the browser paints, so a shape that does not fit is never seen. `isi` names what the rows
 * are (their count, the columns): when it changes the table is tried again as drawn. A shape that
 * did not fit is tried again only once its container grows to the width it needed, so a scrollbar
 * appearing beside the taller cards cannot flip the list back and forth. `wadah` is the ref of an
 * element around the list that stays the same whichever shape it holds (its width is the page's).
 */
export function useBentukTabel(aktif: boolean, isi: string): { wadah: (el: HTMLDivElement | null) => void; bentuk: BentukTabel } {
  // State, not a ref: a list drawn only once its data arrived must still be watched.
  const [el, wadah] = useState<HTMLDivElement | null>(null);
  const [keadaan, setKeadaan] = useState<{ bentuk: BentukTabel; lebar: number }>({ bentuk: 'tabel', lebar: 0 });
  // The container's width each shape needed when it did not fit (0: it fitted, or was not tried).
  const perlu = useRef({ tabel: 0, rapat: 0 });

  useLayoutEffect(() => {
    perlu.current = { tabel: 0, rapat: 0 };
    setKeadaan((k) => (k.bentuk === 'tabel' ? k : { ...k, bentuk: 'tabel' }));
  }, [isi]);

  useLayoutEffect(() => {
    const bentuk = keadaan.bentuk;
    if (!aktif || bentuk === 'kartu' || !el || !el.clientWidth) return;
    const tabel = el.querySelector('table');
    // Radix draws a table inside a scroll area: that is what scrolls sideways when the table is wider.
    const gulir = tabel?.closest<HTMLElement>('.rt-ScrollAreaViewport') ?? tabel?.parentElement;
    if (!gulir) return;
    const lebih = gulir.scrollWidth - gulir.clientWidth;
    if (lebih <= 1) return;
    perlu.current[bentuk] = el.clientWidth + lebih;
    setKeadaan((k) => (k.bentuk === bentuk ? { ...k, bentuk: LEBIH_BENTUK[bentuk] } : k));
  });

  useEffect(() => {
    if (!aktif || !el || typeof ResizeObserver === 'undefined') return;
    const pengamat = new ResizeObserver(() => {
      const lebar = el.clientWidth;
      if (!lebar) return;
      setKeadaan((k) => {
        if (lebar === k.lebar) return k;
        // A narrower container needs only the new width: the render it causes measures the table again.
        const bentuk = lebar >= perlu.current.tabel ? 'tabel' : k.bentuk === 'kartu' && lebar >= perlu.current.rapat ? 'rapat' : k.bentuk;
        return { bentuk, lebar };
      });
    });
    pengamat.observe(el);
    return () => pengamat.disconnect();
  }, [aktif, el]);

  return { wadah, bentuk: aktif ? keadaan.bentuk : 'tabel' };
}
