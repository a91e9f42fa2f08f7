import { useId } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/**
 * The blocking dialog of the browser gate (spec section 1): no button, no escape, and nothing of
 * the app behind it. 'unsupported' -> 'Browser tidak disupport', 'outdated' -> 'Browser usang'.
 * A plain modal alertdialog (not Radix AlertDialog): the gate chunk (browser-gate.tsx) stays small
 * and the dialog renders in the same task as the check; the app is unmounted before it shows.
 */
export function BrowserGateDialog({ reason }: { reason: 'unsupported' | 'outdated' }) {
  const { t } = useTranslation('core');
  const base = reason === 'unsupported' ? 'browser.tidakDisupport' : 'browser.usang';
  const titleId = useId();
  const textId = useId();
  return (
    <Flex align="center" justify="center" p="4" className="siakad-gate">
      <Card size="3" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} style={{ maxWidth: 460 }}>
        <Heading as="h1" size="5" mb="2" id={titleId}>
          {t(`${base}.judul`)}
        </Heading>
        <Text as="p" size="2" id={textId}>
          {t(`${base}.pesan`)}
        </Text>
      </Card>
    </Flex>
  );
}
