import { Box, Button, Flex, Grid, IconButton, Popover, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../layout/icons';
import { formatTanggal } from './format';
import { formatBulan, hariIniJakarta } from '../../contract/format';
import { bacaBulan, bacaJam, bacaTanggal, dalamBatas, halamanKalender, langkahKalender, tombolKalender, tulisBulan, tulisJam, tulisTanggal } from './isian-waktu';

// Date, time and month fields in the portal's language. The browser's own inputs draw
// 'mm/dd/yyyy' and a 12-hour clock wherever the browser speaks English; these take and show
// '17/08/2026', '14.05' and 'Agustus 2026', and hand the form the ISO value, as the native ones did.

/** What the form receives, shaped like an input's change event so existing handlers keep working. */
export type PerubahanIsian = { target: { value: string } };

type IsianProps = Omit<ComponentProps<typeof TextField.Root>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> & {
  /** The ISO value ('' for none). */
  value: string;
  onChange: (e: PerubahanIsian) => void;
  min?: string;
  max?: string;
};

interface Bentuk {
  baca: (teks: string) => string | null;
  tulis: (iso: string) => string;
  /** The message key of text that is not a value of this kind. */
  format: string;
  /** The message keys of a value before `min` and after `max`. */
  batas: [string, string];
  /** The message key of the placeholder, the form to type. */
  contoh: string;
}

const TANGGAL: Bentuk = { baca: bacaTanggal, tulis: tulisTanggal, format: 'isian.format_tanggal', batas: ['isian.tanggal_min', 'isian.tanggal_maks'], contoh: 'isian.contoh_tanggal' };
const JAM: Bentuk = { baca: bacaJam, tulis: tulisJam, format: 'isian.format_jam', batas: ['isian.jam_min', 'isian.jam_maks'], contoh: 'isian.contoh_jam' };
const BULAN: Bentuk = { baca: bacaBulan, tulis: tulisBulan, format: 'isian.format_bulan', batas: ['isian.bulan_min', 'isian.bulan_maks'], contoh: 'isian.contoh_bulan' };

/**
 * The text the person types, and the ISO value handed to the form once the text reads as one ('' while
 * it does not). A value set from outside (a reset, a loaded record) replaces the text; the text is
 * tidied into the field's own form when the person leaves it. Text that is not a value, or a value
 * outside min/max, blocks the form's submit with an Indonesian message.
 */
function useIsian(bentuk: Bentuk, { value, onChange, min, max }: Pick<IsianProps, 'value' | 'onChange' | 'min' | 'max'>) {
  const { t } = useTranslation('core');
  const input = useRef<HTMLInputElement>(null);
  const [teks, setTeks] = useState(() => bentuk.tulis(value));
  const [salahBentuk, setSalahBentuk] = useState(false);
  const terakhir = useRef(value);

  useEffect(() => {
    if (value === terakhir.current) return;
    terakhir.current = value;
    setTeks(bentuk.tulis(value));
    setSalahBentuk(false);
  }, [value, bentuk]);

  useEffect(() => {
    const pesan = salahBentuk ? t(bentuk.format)
      : value && min && value < min ? t(bentuk.batas[0], { batas: bentuk.tulis(min) })
        : value && max && value > max ? t(bentuk.batas[1], { batas: bentuk.tulis(max) }) : '';
    input.current?.setCustomValidity(pesan);
  }, [salahBentuk, value, min, max, bentuk, t]);

  const serahkan = (iso: string) => {
    if (iso === terakhir.current) return;
    terakhir.current = iso;
    onChange({ target: { value: iso } });
  };
  return {
    /** The text field's own props: the text, its placeholder, typing and leaving it. */
    medan: {
      ref: input,
      value: teks,
      placeholder: t(bentuk.contoh),
      onChange: (e: { target: { value: string } }) => {
        const baru = e.target.value;
        setTeks(baru);
        const iso = baru.trim() === '' ? '' : bentuk.baca(baru);
        setSalahBentuk(iso === null);
        serahkan(iso ?? '');
      },
      // Tidied into the field's own form once the person leaves it.
      onBlur: () => {
        if (terakhir.current) setTeks(bentuk.tulis(terakhir.current));
      },
    },
    pilih: (iso: string) => {
      setTeks(bentuk.tulis(iso));
      setSalahBentuk(false);
      serahkan(iso);
    },
  };
}

/** A date field: '17/08/2026' typed or picked from an Indonesian calendar; the form gets '2026-08-17'. */
export function IsianTanggal({ value, onChange, min, max, disabled, ...rest }: IsianProps) {
  const { t } = useTranslation('core');
  const isian = useIsian(TANGGAL, { value, onChange, min, max });
  const [buka, setBuka] = useState(false);
  const alih = () => {
    if (!disabled) setBuka((b) => !b);
  };
  return (
    <TextField.Root {...rest} {...isian.medan} disabled={disabled}>
      <TextField.Slot side="right">
        <Popover.Root open={buka} onOpenChange={(b) => setBuka(b && !disabled)}>
          {/* Not a <button>: a label around the field must name the text input alone, as it names the
              first control inside it, and only a real button would count as one. */}
          <Popover.Trigger>
            <Flex asChild align="center" p="1" style={{ cursor: disabled ? 'default' : 'pointer', borderRadius: 'var(--radius-2)' }}>
              <span role="button" tabIndex={disabled ? -1 : 0} aria-label={t('isian.buka_kalender')} aria-disabled={disabled || undefined}
                onPointerDown={(e) => e.stopPropagation()}
                // Opened here rather than by the trigger: a click inside a <label> would go on to focus the
                // input, which closes the calendar; preventing that also skips the trigger's own toggle.
                onClick={(e) => {
                  e.preventDefault();
                  alih();
                }}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  alih();
                }}>
                <Icon name="calendar" size={16} />
              </span>
            </Flex>
          </Popover.Trigger>
          {/* Opens on the chosen day (or today), ready for the arrow keys, rather than on the month's first button. */}
          <Popover.Content size="1" aria-label={t('isian.kalender')} onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-tanggal][tabindex="0"]')?.focus();
          }}>
            <Kalender value={value} min={min} max={max} onPilih={(iso) => { isian.pilih(iso); setBuka(false); }} />
          </Popover.Content>
        </Popover.Root>
      </TextField.Slot>
    </TextField.Root>
  );
}

/** A time field on the 24-hour clock: '14.05' (or '14:05', '1405', '7'); the form gets '14:05'. */
export function IsianJam({ value, onChange, min, max, ...rest }: IsianProps) {
  const isian = useIsian(JAM, { value, onChange, min, max });
  // 'decimal': a phone's number pad with the '.' of '14.05'.
  return <TextField.Root {...rest} {...isian.medan} inputMode="decimal" maxLength={5} />;
}

/** A month field: 'Agustus 2026' (or '08/2026', 'agu 2026'); the form gets '2026-08'. */
export function IsianBulan({ value, onChange, min, max, ...rest }: IsianProps) {
  const isian = useIsian(BULAN, { value, onChange, min, max });
  return <TextField.Root {...rest} {...isian.medan} />;
}

let hariSingkat: string[] | undefined;

/**
 * Monday to Sunday, short, as Intl names them in Indonesian ('Sen' ... 'Min'): 1 January 2024 was a
 * Monday. Made on first use: a module that runs code when loaded is kept in the app's first chunk,
 * with everything it imports, even where only module pages use it (docs/performance.md, first page).
 */
function namaHariSingkat(): string[] {
  if (!hariSingkat) {
    const singkat = new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' });
    hariSingkat = Array.from({ length: 7 }, (_, i) => singkat.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }
  return hariSingkat;
}

/**
 * One month's page, Monday first; days outside min/max cannot be picked. The keyboard moves among
 * the days as in WAI-ARIA's date picker (`langkahKalender`): only the day in focus is a tab stop,
 * so Tab goes on to the next control instead of through the 30 days.
 */
function Kalender({ value, min, max, onPilih }: { value: string; min?: string; max?: string; onPilih: (iso: string) => void }) {
  const { t } = useTranslation('core');
  const hariIni = hariIniJakarta();
  // The chosen day, else today, moved inside min/max.
  const [fokus, setFokus] = useState(() => dalamBatas(value || hariIni, min, max));
  const hari = useRef<HTMLDivElement>(null);
  // Set by a key: the focus follows the day it moved to once that day is drawn (a new month's page).
  const ikutiFokus = useRef(false);
  useEffect(() => {
    if (!ikutiFokus.current) return;
    ikutiFokus.current = false;
    hari.current?.querySelector<HTMLElement>(`[data-tanggal="${fokus}"]`)?.focus();
  }, [fokus]);
  const bulanIni = fokus.slice(0, 7);
  const [sebelumnya, berikutnya] = (['PageUp', 'PageDown'] as const).map((k) => langkahKalender(fokus, k, false, min, max));
  return (
    <Box>
      <Flex justify="between" align="center" mb="2" gap="2">
        <IconButton type="button" size="1" variant="soft" color="gray" aria-label={t('isian.bulan_sebelumnya')} disabled={sebelumnya.slice(0, 7) === bulanIni} onClick={() => setFokus(sebelumnya)}>
          <Icon name="chevronLeft" size={14} />
        </IconButton>
        <Text size="2" weight="medium" aria-live="polite">{formatBulan(bulanIni)}</Text>
        <IconButton type="button" size="1" variant="soft" color="gray" aria-label={t('isian.bulan_berikutnya')} disabled={berikutnya.slice(0, 7) === bulanIni} onClick={() => setFokus(berikutnya)}>
          <Icon name="chevronRight" size={14} />
        </IconButton>
      </Flex>
      <Grid ref={hari} columns="7" gap="1" onKeyDown={(e) => {
        if (!tombolKalender(e.key)) return;
        e.preventDefault();
        const tujuan = langkahKalender(fokus, e.key, e.shiftKey, min, max);
        if (tujuan === fokus) return;
        ikutiFokus.current = true;
        setFokus(tujuan);
      }}>
        {namaHariSingkat().map((h) => <Text key={h} size="1" color="gray" align="center">{h}</Text>)}
        {halamanKalender(Number(bulanIni.slice(0, 4)), Number(bulanIni.slice(5, 7))).map((iso, i) => (iso === null ? <span key={`kosong-${i}`} /> : (
          <Button key={iso} type="button" size="1" variant={iso === value ? 'solid' : iso === hariIni ? 'outline' : 'soft'} color={iso === value ? undefined : 'gray'} highContrast={iso !== value}
            disabled={(!!min && iso < min) || (!!max && iso > max)} aria-label={formatTanggal(iso)} aria-pressed={iso === value}
            data-tanggal={iso} tabIndex={iso === fokus ? 0 : -1} onFocus={() => setFokus(iso)} onClick={() => onPilih(iso)}>
            {Number(iso.slice(8))}
          </Button>
        )))}
      </Grid>
    </Box>
  );
}
