import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../notify/notify';
import type { LoadStatus } from './list-store';

/**
 * The loading and error states of a page's data: a spinner while idle/loading, the server's
 * Indonesian messages with 'Coba lagi' (calls `retry`) on error, else the children.
 */
export function LoadState({ status, error, retry, children }: { status: LoadStatus; error: unknown; retry: () => void; children: ReactNode }) {
  const { t } = useTranslation('core');
  if (status === 'idle' || status === 'loading') {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray">{t('list.memuat')}</Text>
      </Flex>
    );
  }
  if (status === 'error') {
    const messages = errorMessages(error);
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messages.length ? messages.join(' ') : t('list.gagal')}</Callout.Text>
        <Flex mt="2">
          <Button size="1" variant="soft" color="red" onClick={retry}>{t('aksi.cobaLagi')}</Button>
        </Flex>
      </Callout.Root>
    );
  }
  return <>{children}</>;
}
