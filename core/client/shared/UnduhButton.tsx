import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../layout/icons';
import { notifyErrorBody } from '../notify/notify';
import { failureBody } from './list-store';
import { useKirim } from './use-kirim';

/**
 * A print or download button ('Cetak' unless `label` says otherwise): runs `unduh` (usually
 * `unduhBerkas`), shows 'Menyiapkan…' meanwhile and a refusal as an error toast.
 */
export function UnduhButton({ unduh, label, disabled }: { unduh: () => Promise<void>; label?: ReactNode; disabled?: boolean }) {
  const { t } = useTranslation('core');
  const { busy, kirim } = useKirim();
  return (
    <Button
      variant="soft"
      disabled={busy || disabled}
      onClick={async () => {
        const kiriman = await kirim(unduh);
        if ('error' in kiriman) notifyErrorBody(failureBody(kiriman.error));
      }}
    >
      <Icon name="file" size={16} />
      {busy ? t('aksi.menyiapkan') : label ?? t('aksi.cetak')}
    </Button>
  );
}
