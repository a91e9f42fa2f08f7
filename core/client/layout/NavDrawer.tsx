import { useState } from 'react';
import { Box, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { MenuItem } from '../../contract/api';
import type { ListStore } from '../shared/list-store';
import { errorMessages } from '../notify/notify';
import { Icon } from './icons';

/**
 * The path of the menu entry a location belongs to: the longest entry path that is the location or
 * above it. So /pengaturan-gaji/pembayaran lights its own entry, not also Tarif Gaji at
 * /pengaturan-gaji, and a page without an entry of its own (a detail page) lights its parent's.
 */
export function activeMenuPath(items: readonly MenuItem[], location: string): string | null {
  let best: string | null = null;
  const visit = (item: MenuItem) => {
    const p = item.path;
    if (p && (location === p || location.startsWith(`${p}/`)) && (best === null || p.length > best.length)) best = p;
    for (const child of item.children ?? []) visit(child);
  };
  for (const item of items) visit(item);
  return best;
}

function MenuLink({ item, activePath, onNavigate, nested }: { item: MenuItem; activePath: string | null; onNavigate: () => void; nested?: boolean }) {
  const active = item.path !== undefined && item.path === activePath;
  return (
    <Link href={item.path!} className={`siakad-nav-link${active ? ' is-active' : ''}${nested ? ' is-nested' : ''}`} aria-current={active ? 'page' : undefined} title={item.caption} onClick={onNavigate}>
      <Icon name={item.icon} />
      <span>{item.title}</span>
    </Link>
  );
}

function MenuSection({ item, activePath, onNavigate }: { item: MenuItem; activePath: string | null; onNavigate: () => void }) {
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
          <li key={child.id}>{child.path ? <MenuLink item={child} activePath={activePath} onNavigate={onNavigate} nested /> : null}</li>
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
  const activePath = activeMenuPath(items, location);
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
            <MenuSection key={item.id} item={item} activePath={activePath} onNavigate={onNavigate} />
          ) : item.path ? (
            <li key={item.id}>
              <MenuLink item={item} activePath={activePath} onNavigate={onNavigate} />
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
