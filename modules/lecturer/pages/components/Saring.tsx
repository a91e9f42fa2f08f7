import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore } from '../../../../core/client';
import type { Paged } from '../../../../core/contract/api';

/** A list's filter (`pilih`: a semester, state or kind) and search text. */
export type Saringan = { pilih?: string; cari?: string };

/**
 * A list paged by the server, `perPage` rows a page: the store, loaded once on mount, and `saring`
 * that applies a filter or search from page 1. `onResult` sees each answer (extra fields beside the rows).
 */
export function useDaftarTersaring<T, R extends Paged<T>>(fetch: (q: Saringan & { page: number; per_page: number }) => Promise<R>, perPage: number, onResult?: (r: R) => void) {
  const saringan = useRef<Saringan>({});
  const [store] = useState(() => createListStore<T>(async ({ page, perPage: per_page }) => {
    const r = await fetch({ ...saringan.current, page, per_page });
    onResult?.(r);
    return r;
  }, { perPage }));
  useEffect(() => { void store.load(1); }, [store]);
  const saring = useCallback((patch: Saringan) => {
    saringan.current = { ...saringan.current, ...patch };
    void store.load(1);
  }, [store]);
  return { store, saring };
}

/** A list's filter (a native select whose empty value is 'all') and its search box. */
export function Saring({ label, semua, options, placeholder, onSaring }: {
  label: string; semua: string; options: Array<{ value: string; label: string }>; placeholder: string; onSaring: (patch: Saringan) => void;
}) {
  const { t } = useTranslation('lecturer');
  const [cari, setCari] = useState('');
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    onSaring({ cari: cari.trim() || undefined });
  };
  return (
    <form onSubmit={kirim} role="search">
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <label><Text as="div" size="2" weight="medium" mb="1">{label}</Text>
          <select aria-label={label} onChange={(e) => onSaring({ pilih: e.target.value || undefined })} style={{ padding: 6, borderRadius: 4 }}>
            <option value="">{semua}</option>
            {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select></label>
        <label><Text as="div" size="2" weight="medium" mb="1">{t('halaman.cari')}</Text>
          <TextField.Root className="siakad-cari" value={cari} onChange={(e) => setCari(e.target.value)} maxLength={100} placeholder={placeholder} aria-label={placeholder} /></label>
        <Button type="submit" variant="soft">{t('halaman.cari')}</Button>
      </Flex>
    </form>
  );
}
