import { useState } from 'react';
import { Box, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { MenuItem } from '../../contract/api';
import type { ListStore } from '../shared/list-store';
import { errorMessages } from '../notify/notify';
import { Icon } from './icons';

/** True when `location` is the item's path or below it. */
function isActive(item: MenuItem, location: string): boolean {
  if (item.path && (location === item.path || location.startsWith(`${item.path}/`))) return true;
  return (item.children ?? []).some((c) => isActive(c, location));
}

function MenuLink({ item, location, onNavigate, nested }: { item: MenuItem; location: string; onNavigate: () => void; nested?: boolean }) {
  const active = item.path ? isActive(item, location) : false;
  return (
    <Link href={item.path!} className={`siakad-nav-link${active ? ' is-active' : ''}${nested ? ' is-nested' : ''}`} aria-current={active ? 'page' : undefined} title={item.caption} onClick={onNavigate}>
      <Icon name={item.icon} />
      <span>{item.title}</span>
    </Link>
  );
}

function MenuSection({ item, location, onNavigate }: { item: MenuItem; location: string; onNavigate: () => void }) {
  const { t } = useTranslation('core');
  // Open by default: the whole menu is visible at a glance; a user may fold sections away.
  const [open, setOpen] = useState(true);
  const id = `menu-${item.id.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <li>
      <button type="button" className="siakad-nav-section" aria-expanded={open} aria-controls={id} title={t('shell.bagian', { judul: item.title })} onClick={() => setOpen(!open)}>
        <Icon name={item.icon} />
        <span>{item.title}</span>
        <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
      </button>
      <ul id={id} hidden={!open}>
        {(item.children ?? []).map((child) => (
          <li key={child.id}>{child.path ? <MenuLink item={child} location={location} onNavigate={onNavigate} nested /> : null}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The left navigation drawer with the menu of GET /api/menu: plain items are links, items with
 * children are collapsible sections (open by default), the active item is highlighted.
 */
export function NavDrawer({ menu, onNavigate }: { menu: ListStore<MenuItem>; onNavigate: () => void }) {
  const { t } = useTranslation('core');
  const [location] = useLocation();
  const snap = useSnapshot(menu.state);
  const items = snap.data as MenuItem[];
  return (
    <nav aria-label={t('shell.menuUtama')} className="siakad-nav">
      {snap.status === 'loading' && !items.length ? (
        <Flex p="3" gap="2" align="center">
          <Spinner />
          <Text color="gray">{t('app.memuat')}</Text>
        </Flex>
      ) : null}
      {snap.status === 'error' ? (
        <Box p="2">
          <Callout.Root color="red" size="1">
            <Callout.Text>{errorMessages(snap.error)[0] ?? t('shell.menuGagal')}</Callout.Text>
          </Callout.Root>
        </Box>
      ) : null}
      <ul>
        {items.map((item) =>
          item.children?.length ? (
            <MenuSection key={item.id} item={item} location={location} onNavigate={onNavigate} />
          ) : item.path ? (
            <li key={item.id}>
              <MenuLink item={item} location={location} onNavigate={onNavigate} />
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
