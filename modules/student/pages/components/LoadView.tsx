import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Load } from './useLoad';

/**
 * Shows a load's state: a spinner while loading, a red callout with 'Coba lagi' on error, the
 * `empty` text when `isEmpty(data)`, otherwise `children(data)`.
 */
export function LoadView<T>({ load, isEmpty, empty, children }: { load: Load<T>; isEmpty?: (data: T) => boolean; empty?: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('student');
  if (load.status === 'error') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messageOf(load.error) ?? t('umum.gagal_memuat')}</Callout.Text>
        <Box mt="2">
          <Button variant="soft" onClick={() => void load.reload()}>{t('umum.coba_lagi')}</Button>
        </Box>
      </Callout.Root>
    );
  }
  if (load.data === null) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray">{t('umum.memuat')}</Text>
      </Flex>
    );
  }
  if (isEmpty?.(load.data)) return <Text as="p" color="gray">{empty ?? t('umum.kosong')}</Text>;
  return <>{children(load.data)}</>;
}

/** A 'Label : value' list for profile cards; a long address or e-mail wraps inside the card on a phone. */
export function DataList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box asChild>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0, overflowWrap: 'anywhere' }}>
        {rows.map(([label, value]) => (
          <Box key={label} style={{ display: 'contents' }}>
            <Text as="span" color="gray" size="2" asChild><dt>{label}</dt></Text>
            <Text as="span" size="2" asChild><dd style={{ margin: 0 }}>{value}</dd></Text>
          </Box>
        ))}
      </dl>
    </Box>
  );
}
