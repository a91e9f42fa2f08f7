import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, Icon, notifyErrorBody } from '../../../../core/client';

/** 'Cetak': runs the download (the PDF is saved under the server's file name); a refusal is shown as a toast. */
export function CetakButton({ unduh, disabled }: { unduh: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation('payroll');
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
      {busy ? t('aksi.menyiapkan') : t('aksi.cetak')}
    </Button>
  );
}
