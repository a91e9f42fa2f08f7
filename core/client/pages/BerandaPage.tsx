import { useEffect } from 'react';
import { Badge, Box, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { NotificationCard } from '../module';
import { useShell } from '../layout/shell-context';
import { PageBody, PageHeader } from '../layout/PageHeader';
import { useAuth } from '../portal-context';

function WaitingCard({ card }: { card: NotificationCard }) {
  const { t } = useTranslation('core');
  const body = (
    <Card size="2">
      <Flex justify="between" align="start" gap="3">
        <Box>
          <Text as="p" weight="bold">
            {card.title}
          </Text>
          {card.caption ? (
            <Text as="p" size="2" color="gray">
              {card.caption}
            </Text>
          ) : null}
        </Box>
        <Badge size="3" color="blue" variant="solid">
          {card.count}
        </Badge>
      </Flex>
      {card.href ? (
        <Text as="p" size="2" color="blue" mt="2">
          {t('beranda.buka')}
        </Text>
      ) : null}
    </Card>
  );
  return card.href ? (
    <Link href={card.href} className="siakad-card-link">
      {body}
    </Link>
  ) : (
    body
  );
}

/** /beranda: a welcome with the user's name and role labels, then the cards of the notification providers. */
export default function BerandaPage() {
  const { t } = useTranslation('core');
  const auth = useAuth();
  const { notifications } = useShell();
  const snap = useSnapshot(notifications.state);
  // On every visit: what waited when the app started may have been done since (the bell follows).
  useEffect(() => void notifications.load(), [notifications]);
  const cards = snap.cards as NotificationCard[];
  return (
    <PageBody>
      <PageHeader title={t('beranda.selamatDatang', { nama: auth.claims?.nama_user ?? '' })} caption={auth.roleLabels.join(' · ') || undefined} />
      <Heading as="h2" size="4" mb="3">
        {t('beranda.menunggu')}
      </Heading>
      {snap.status === 'loading' || snap.status === 'idle' ? (
        <Flex gap="2" align="center">
          <Spinner />
          <Text color="gray">{t('app.memuat')}</Text>
        </Flex>
      ) : (
        <>
          {snap.failed ? (
            <Callout.Root color="red" size="1" mb="3">
              <Callout.Text>{t('beranda.gagal')}</Callout.Text>
            </Callout.Root>
          ) : null}
          {cards.length ? (
            <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
              {cards.map((card) => (
                <WaitingCard key={card.id} card={card} />
              ))}
            </Grid>
          ) : (
            <Text color="gray">{t('beranda.kosong')}</Text>
          )}
        </>
      )}
    </PageBody>
  );
}
