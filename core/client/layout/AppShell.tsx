import { useEffect, useState, type ReactNode } from 'react';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { MenuItem, MenuResponse } from '../../contract/api';
import type { TokenClaims } from '../../contract/token';
import { api } from '../shared/api';
import { createListStore } from '../shared/list-store';
import { createNotificationStore } from '../notify/notification-store';
import { usePortal } from '../portal-context';
import { AccountMenu } from './AccountMenu';
import { areaTitleKey } from './area';
import { Icon } from './icons';
import { NavDrawer } from './NavDrawer';
import { NotificationBell } from './NotificationBell';
import { ShellProvider, type ShellStores } from './shell-context';
import { DESKTOP_QUERY, useMediaQuery } from './use-media';

/**
 * The layout shell of every area (student, lecturer, programme staff, administrator): a top bar
 * (menu toggle, 'SIAKAD' and the area title, notification bell, user menu) and the left drawer with
 * the menu of GET /api/menu. The drawer starts open beside the page on desktop (>= 1024 px) and
 * closed, as an overlay, on a phone. Menu and notification stores are created once per shell.
 */
export function AppShell({ claims, children }: { claims: TokenClaims; children: ReactNode }) {
  const { t } = useTranslation('core');
  const { modules } = usePortal();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(desktop);
  const [menu] = useState(() => createListStore<MenuItem>(() => api<MenuResponse>('/menu')));
  const [stores] = useState<ShellStores>(() => ({ notifications: createNotificationStore(modules, claims) }));

  useEffect(() => setOpen(desktop), [desktop]);
  useEffect(() => {
    void menu.load();
    void stores.notifications.load();
  }, [menu, stores]);

  const closeOnPhone = () => {
    if (!desktop) setOpen(false);
  };

  return (
    <ShellProvider value={stores}>
      <div className={`siakad-shell${open ? ' drawer-open' : ''}${desktop ? ' is-desktop' : ' is-phone'}`}>
        <header className="siakad-topbar">
          <Flex align="center" gap="3" px="3" height="100%">
            <IconButton variant="ghost" color="gray" aria-label={open ? t('shell.tutupMenu') : t('shell.bukaMenu')} aria-expanded={open} aria-controls="siakad-drawer" onClick={() => setOpen(!open)}>
              <Icon name="menu" size={20} />
            </IconButton>
            <Text weight="bold" size="4" className="siakad-brand">
              {t('app.nama')}
            </Text>
            <Text size="2" color="gray" className="siakad-area">
              {t(areaTitleKey(claims.id_group_user))}
            </Text>
            <Flex ml="auto" align="center" gap="4">
              <NotificationBell />
              <AccountMenu />
            </Flex>
          </Flex>
        </header>
        <aside id="siakad-drawer" className="siakad-drawer" hidden={!open}>
          <NavDrawer menu={menu} onNavigate={closeOnPhone} />
        </aside>
        {open && !desktop ? <div className="siakad-scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
        <main className="siakad-main">{children}</main>
      </div>
    </ShellProvider>
  );
}
