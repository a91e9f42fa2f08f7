import { useId, useState } from 'react';
import { Badge, Box, Flex, IconButton, Popover, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { NotificationCard } from '../module';
import { totalCount } from '../notify/notification-store';
import { useShell } from './shell-context';
import { Icon } from './icons';

/** The bell of the top bar: the total of all notification cards, and the cards in a popover. */
export function NotificationBell() {
  const { t } = useTranslation('core');
  const { notifications } = useShell();
  const snap = useSnapshot(notifications.state);
  const cards = snap.cards as NotificationCard[];
  const total = totalCount(cards);
  const tampil = total > 99 ? '99+' : String(total);
  const [open, setOpen] = useState(false);
  const judulId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        {/* The name starts with the count the badge shows, so a voice command naming what is seen finds it. */}
        <IconButton variant="ghost" color="gray" aria-label={total ? t('shell.notifikasiJumlah', { jumlah: tampil }) : t('shell.notifikasi')} className="siakad-bell">
          <Icon name="bell" size={20} />
          {total ? (
            <Badge color="red" variant="solid" radius="full" className="siakad-bell-count">
              {tampil}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      {/* Radix gives the popover role="dialog"; its heading names it for a screen reader. */}
      <Popover.Content align="end" maxWidth="320px" aria-labelledby={judulId}>
        <Text as="p" weight="bold" mb="2" id={judulId}>
          {t('shell.notifikasi')}
        </Text>
        {cards.length === 0 ? (
          <Text color="gray" size="2">
            {t('shell.notifikasiKosong')}
          </Text>
        ) : (
          <Flex direction="column" gap="2">
            {cards.map((card) => {
              const body = (
                <Flex justify="between" gap="3" align="center">
                  <Text size="2">{card.title}</Text>
                  <Badge color="blue">{card.count}</Badge>
                </Flex>
              );
              return <Box key={card.id}>{card.href ? <Link href={card.href} className="siakad-plain-link" onClick={() => setOpen(false)}>{body}</Link> : body}</Box>;
            })}
          </Flex>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
