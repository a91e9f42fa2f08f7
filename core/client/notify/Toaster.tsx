import { useEffect, useState } from 'react';
import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NOTIFY_EVENT, notifyErrorBody, type ToastMessage } from './notify';
import { Icon } from '../layout/icons';

interface Toast extends ToastMessage {
  id: number;
}

/** How long a toast stays; errors stay longer because they usually ask the user to act. */
const LIFETIME_MS = { success: 4_000, error: 8_000 } as const;

/**
 * The toast stack: listens for notify events and shows each as a Callout (red for errors).
 * `initialError`, an error body known before the first render, is shown once listening has begun.
 */
export function Toaster({ initialError }: { initialError?: unknown }) {
  const { t } = useTranslation('core');
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<ToastMessage>).detail;
      const id = ++next;
      setToasts((list) => [...list, { ...detail, id }].slice(-5));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((x) => x.id !== id));
      }, LIFETIME_MS[detail.tone]);
      timers.add(timer);
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    if (initialError) notifyErrorBody(initialError);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      timers.forEach(clearTimeout);
    };
    // Only the first mount shows the initial error; later renders must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Flex direction="column" gap="2" className="siakad-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Callout.Root key={toast.id} color={toast.tone === 'error' ? 'red' : 'green'} variant="surface" role={toast.tone === 'error' ? 'alert' : 'status'}>
          <Callout.Icon>
            <Icon name={toast.tone === 'error' ? 'alert' : 'check'} />
          </Callout.Icon>
          <Callout.Text className="siakad-toast-text">{toast.text ?? t(toast.key ?? 'aksi.gagal')}</Callout.Text>
          <IconButton size="1" variant="ghost" color="gray" aria-label={t('toast.tutup')} onClick={() => setToasts((list) => list.filter((x) => x.id !== toast.id))}>
            <Icon name="close" />
          </IconButton>
        </Callout.Root>
      ))}
    </Flex>
  );
}
