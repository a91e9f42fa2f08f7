import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, type ListResult } from '../../../../core/client';

/** A labelled native select of a report filter; the empty value means 'all'. */
export function Pilihan({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const { t } = useTranslation('uaps');
  return (
    <label><Text as="div" size="2" weight="bold" mb="1">{label}</Text>
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} style={{ padding: 6, borderRadius: 4 }}>
        <option value="">{t('halaman.semua')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select></label>
  );
}

/** The search box of a report list: `onCari` gets the trimmed text when the form is sent. */
export function CariForm({ placeholder, onCari, children }: { placeholder: string; onCari: (cari: string) => void; children?: ReactNode }) {
  const { t } = useTranslation('uaps');
  const [cari, setCari] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCari(cari.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        {children}
        <label><Text as="div" size="2" weight="bold" mb="1">{t('laporan.cari')}</Text>
          <TextField.Root className="siakad-cari" value={cari} onChange={(e) => setCari(e.target.value)} maxLength={100} placeholder={placeholder} aria-label={t('laporan.cari')} /></label>
        <Button type="submit">{t('laporan.cari')}</Button>
      </Flex>
    </form>
  );
}

/** A report list with a search text: the store (loaded once on mount) and the handler that searches from page 1. */
export function useCariStore<T>(loader: (q: { cari?: string; page: number; per_page: number }) => Promise<ListResult<T>>, perPage: number) {
  const cari = useRef<string | undefined>(undefined);
  const [store] = useState(() => createListStore<T>(({ page, perPage: size }) => loader({ cari: cari.current, page, per_page: size }), { perPage }));
  useEffect(() => { void store.load(1); }, [store]);
  const onCari = useCallback((value: string) => {
    cari.current = value || undefined;
    void store.load(1);
  }, [store]);
  return { store, onCari };
}
