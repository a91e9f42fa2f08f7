import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Riwayat } from '../../schemas';
import { StatusBadge } from './StatusBadge';
import { tampilWaktu } from './tampil';

/** The history of an item: who did what when, with the note. */
export function RiwayatList({ rows }: { rows: readonly Riwayat[] }) {
  const { t } = useTranslation('uaps');
  if (!rows.length) return <Text color="gray" size="2">{t('halaman.riwayat_kosong')}</Text>;
  return (
    <Flex direction="column" gap="1" asChild>
      <ol aria-label={t('halaman.riwayat')} style={{ paddingLeft: 16, margin: 0 }}>
        {rows.map((r, i) => (
          <li key={i}>
            <Text size="2">
              {tampilWaktu(r.waktu)} · {t(`riwayat_aksi.${r.aksi}`, { defaultValue: r.aksi })} {r.dari !== r.ke ? <StatusBadge status={r.ke} /> : null} · {r.oleh ?? '-'}
              {r.catatan ? <Text color="gray"> — {r.catatan}</Text> : null}
            </Text>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
