import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../layout/icons';

// The native input stays in the page (labels, tests and the browser's own dialog all reach it) but is
// not drawn: its button and its "no file chosen" follow the browser's language, not the portal's.
const TERSEMBUNYI: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

interface PilihBerkasProps {
  /** The file types the browser's dialog offers (the input's `accept`). */
  accept: string;
  /** Called with the chosen file (null when the choice was cleared). */
  onPilih: (file: File | null) => void;
  /**
   * The chosen file, when the form keeps it until it is sent: its name is shown, and null clears
   * the choice (after sending). Left out, each choice is handed over at once and the picker clears
   * itself, so the same file can be chosen again.
   */
  berkas?: File | null;
  id?: string;
  /** The input's accessible name, where no label names it. */
  'aria-label'?: string;
  disabled?: boolean;
}

/** A file field in the portal's language: 'Pilih berkas' and the chosen file's name or 'Belum ada berkas dipilih'. */
export function PilihBerkas({ accept, onPilih, berkas, id, 'aria-label': ariaLabel, disabled }: PilihBerkasProps) {
  const { t } = useTranslation('core');
  const input = useRef<HTMLInputElement>(null);
  const namaId = useId();
  const disimpan = berkas !== undefined;
  useEffect(() => {
    if (berkas === null && input.current) input.current.value = '';
  }, [berkas]);
  return (
    <Flex align="center" gap="2" wrap="wrap" style={{ position: 'relative' }}>
      {/* First in the field: a label around it names the input, not the button. */}
      <input ref={input} id={id} type="file" accept={accept} aria-label={ariaLabel} disabled={disabled} tabIndex={-1} style={TERSEMBUNYI}
        onChange={(e) => {
          onPilih(e.target.files?.[0] ?? null);
          if (!disimpan) e.target.value = '';
        }} />
      <Button type="button" size="1" variant="soft" disabled={disabled} aria-describedby={disimpan ? namaId : undefined} onClick={() => input.current?.click()}>
        <Icon name="file" size={14} />
        {t('berkas.pilih')}
      </Button>
      {disimpan ? <Text id={namaId} size="1" color="gray">{berkas ? berkas.name : t('berkas.belum_dipilih')}</Text> : null}
    </Flex>
  );
}
