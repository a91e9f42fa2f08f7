import { Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../notify/notify';

/** A save's outcome inside its section: the server's messages in red, or its success message in green. */
export function SaveOutcome({ error, saved }: { error: unknown; saved: string | null }) {
  const { t } = useTranslation('core');
  if (error) {
    const messages = errorMessages(error);
    return (
      <Callout.Root color="red" role="alert" mb="3">
        <Callout.Text>{messages.length ? messages.join(' ') : t('aksi.gagal')}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!saved) return null;
  return (
    <Callout.Root color="green" role="status" mb="3">
      <Callout.Text>{saved}</Callout.Text>
    </Callout.Root>
  );
}
