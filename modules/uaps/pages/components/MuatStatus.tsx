import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Muat } from './useMuat';

/** The loading spinner or the error (with retry) of a detail load; nothing once it succeeded. */
export function MuatStatus({ state, reload }: { state: Muat<unknown>; reload: () => void }) {
  const { t } = useTranslation('uaps');
  if (state.status === 'loading') return <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex>;
  if (state.status === 'error') {
    return <Callout.Root color="red" role="alert"><Callout.Text>{state.message ?? t('halaman.gagal_memuat')}</Callout.Text><Box mt="2"><Button variant="soft" onClick={reload}>{t('halaman.coba_lagi')}</Button></Box></Callout.Root>;
  }
  return null;
}
