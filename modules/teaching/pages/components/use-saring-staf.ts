import { useEffect, useState } from 'react';
import { createListStore } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';

/** The filters of a staff list over one semester (empty ones are left out of the query). */
export type SaringStaf = { id_semester?: number; id_prodi?: number; cari?: string; belum_berjadwal?: boolean; status?: 'sudah' | 'belum' };
type Semester = { id_semester_registrasi: number; nama_semester_registrasi: string };
type Halaman<T> = {
  data: T[]; current_page: number; per_page: number; total: number;
  semester: Semester; semester_pilihan: Semester[]; prodi: Array<{ id_prodi: number; nama_prodi: string }>;
};
export type MetaStaf = Pick<Halaman<unknown>, 'semester' | 'semester_pilihan' | 'prodi'>;

/**
 * A paged staff list (PAGE_SIZE.PROGRAMME_DATA) read with the current filters; `terapkan` sets them
 * and reads page 1 again; `meta` is what the last answer offers the filters.
 */
export function useSaringStaf<T>(baca: (query: SaringStaf & { page: number; per_page: number }) => Promise<Halaman<T>>) {
  const [meta, setMeta] = useState<MetaStaf | null>(null);
  const [saring, setSaring] = useState<SaringStaf>({});
  const [store] = useState(() => {
    const ref: { saring: SaringStaf } = { saring: {} };
    const s = createListStore<T>(async ({ page, perPage }) => {
      const res = await baca({ ...ref.saring, page, per_page: perPage });
      setMeta({ semester: res.semester, semester_pilihan: res.semester_pilihan, prodi: res.prodi });
      return res;
    }, { perPage: PAGE_SIZE.PROGRAMME_DATA });
    return Object.assign(s, { ref });
  });
  useEffect(() => void store.load(), [store]);

  const terapkan = (baru: SaringStaf) => {
    const bersih = Object.fromEntries(Object.entries(baru).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as SaringStaf;
    store.ref.saring = bersih;
    setSaring(bersih);
    void store.load(1);
  };
  return { store, meta, saring, terapkan };
}
