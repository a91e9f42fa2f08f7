import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../layout/icons';

/**
 * A dialog opened from a list's row (a detail to read, a sheet to check, a form to fill) with a
 * close button beside its title: on a phone a tall dialog fills the screen, and Escape or a tap on
 * the thin margin around it are not what a user looks for.
 */
export function Jendela({ terbuka, onTutup, judul, lebar, children }: {
  terbuka: boolean;
  onTutup: () => void;
  judul: ReactNode;
  /** Radix's maxWidth of the dialog on a wide screen. */
  lebar: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('core');
  return (
    <Dialog.Root open={terbuka} onOpenChange={(o) => { if (!o) onTutup(); }}>
      <Dialog.Content maxWidth={lebar}>
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{judul}</Dialog.Title>
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" aria-label={t('aksi.tutup')}><Icon name="close" /></IconButton>
          </Dialog.Close>
        </Flex>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
