import { Button } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../layout/icons';
import { notifyErrorBody } from '../notify/notify';
import { failureBody } from './list-store';

/**
 * A print or download button ('Cetak' unless `label` says otherwise): runs `unduh` (usually
 * `unduhBerkas`), shows 'Menyiapkan…' meanwhile and a refusal as an error toast.
 */
export function UnduhButton({ unduh, label, disabled }: { unduh: () => Promise<void>; label?: ReactNode; disabled?: boolean }) {
  const { t } = useTranslation('core');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="soft"
      disabled={busy || disabled}
      onClick={async () => {
        setBusy(true);
        try {
          await unduh();
        } catch (error) {
          notifyErrorBody(failureBody(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Icon name="file" size={16} />
      {busy ? t('aksi.menyiapkan') : label ?? t('aksi.cetak')}
    </Button>
  );
}
