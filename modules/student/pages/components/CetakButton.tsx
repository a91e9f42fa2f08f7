import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, notifyErrorBody } from '../../../../core/client';
import { failureBody } from '../../../../core/client';
import { unduh } from '../../download';

/** 'Cetak' / 'Unduh': downloads a binary call and saves it under the server's file name. */
export function UnduhButton({ path, query, label, fallback, disabled }: { path: string; query?: Record<string, string | number | undefined>; label?: string; fallback?: string; disabled?: boolean }) {
  const { t } = useTranslation('student');
  const [busy, setBusy] = useState(false);
  const text = label ?? t('umum.cetak');
  return (
    <Button
      variant="soft"
      disabled={busy || disabled}
      onClick={async () => {
        setBusy(true);
        try {
          await unduh(path, query, fallback);
        } catch (error) {
          notifyErrorBody(failureBody(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Icon name="file" size={16} />
      {busy ? t('umum.menyiapkan') : text}
    </Button>
  );
}
