import { Badge, Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { failureBody, saveBlob, useKirim } from '../../../../core/client';
import type { KrsStatus } from '../../schemas';

/** The Indonesian message of a server error body, or null for a network error. */
export function messageOf(error: unknown): string | null {
  const body = failureBody(error);
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;
}

/** Loading and error states shared by the pages; renders children only on success. */
export function LoadState({ status, error, onRetry, children }: { status: string; error: unknown; onRetry: () => void; children: () => React.ReactNode }) {
  const { t } = useTranslation('krs');
  if (status === 'idle' || status === 'loading') {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray">{t('ui.memuat')}</Text>
      </Flex>
    );
  }
  if (status === 'error') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messageOf(error) ?? t('ui.gagal_memuat')}</Callout.Text>
        <Box mt="2">
          <Button variant="soft" onClick={onRetry}>{t('ui.coba_lagi')}</Button>
        </Box>
      </Callout.Root>
    );
  }
  return <>{children()}</>;
}

const STATUS_COLOR: Record<KrsStatus, 'gray' | 'amber' | 'green' | 'red'> = { draft: 'gray', diajukan: 'amber', disetujui: 'green', dikembalikan: 'red' };

export function StatusBadge({ status }: { status: KrsStatus | null }) {
  const { t } = useTranslation('krs');
  return <Badge color={status ? STATUS_COLOR[status] : 'gray'} size="2">{t(`status_singkat.${status ?? 'belum'}`)}</Badge>;
}


/** A 'Cetak' button: downloads the PDF, shows progress, failures go to the red toast of the api client. */
export function CetakButton({ fetchPdf, filename }: { fetchPdf: () => Promise<Blob>; filename: string }) {
  const { t } = useTranslation('krs');
  const { busy, kirim } = useKirim();
  return (
    <Button variant="soft" disabled={busy} onClick={() => void kirim(async () => saveBlob(await fetchPdf(), filename))}>
      {busy ? t('ui.mencetak') : t('ui.cetak')}
    </Button>
  );
}
