import { AlertDialog } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/**
 * The blocking dialog of the browser gate (spec section 1): no button, no escape; the app is not
 * rendered behind it. 'unsupported' -> 'Browser tidak disupport', 'outdated' -> 'Browser usang'.
 */
export function BrowserGateDialog({ reason }: { reason: 'unsupported' | 'outdated' }) {
  const { t } = useTranslation('core');
  const base = reason === 'unsupported' ? 'browser.tidakDisupport' : 'browser.usang';
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="460px" onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialog.Title>{t(`${base}.judul`)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t(`${base}.pesan`)}</AlertDialog.Description>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
