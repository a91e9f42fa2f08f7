import { useState } from 'react';
import { Avatar, Button, DropdownMenu, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { UserGroupOption, UserGroupsResponse } from '../../contract/api';
import { api } from '../shared/api';
import { failureBody } from '../shared/list-store';
import { notifyErrorBody } from '../notify/notify';
import { useAuth, useRoutes } from '../portal-context';
import { Icon } from './icons';

/**
 * Initials for the avatar: first letters of the first two words of the name, without the academic
 * degrees around it ("Dr. Ir. Budi Santoso, M.Kom." -> "BS").
 */
export function initials(name: string): string {
  const words = name.split(',')[0].split(/\s+/).filter((w) => w && !w.endsWith('.'));
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/**
 * The user menu of the top bar: name, role labels and (for lecturers) ring type; the groups of
 * GET /api/grup-milik-pengguna to switch area (PATCH /api/default-grup); 'Data Pribadi' and
 * 'Ganti Password' when those pages are open to the user; 'Keluar'.
 */
export function AccountMenu() {
  const { t } = useTranslation('core');
  const auth = useAuth();
  const [groups, setGroups] = useState<UserGroupOption[] | null>(null);
  const name = auth.claims?.nama_user ?? '';
  const [, navigate] = useLocation();
  // Whichever module offers the user's type its personal-data and password pages marks them (RouteDecl.akun).
  const routes = useRoutes();
  const passwordPath = routes.find((r) => r.akun === 'ganti-password')?.path;
  const dataPribadiPath = routes.find((r) => r.akun === 'data-pribadi')?.path;

  const loadGroups = async (open: boolean) => {
    if (!open || groups) return;
    try {
      const res = await api<UserGroupsResponse>('/grup-milik-pengguna');
      setGroups(res.data ?? []);
    } catch {
      setGroups([]);
    }
  };
  const switchTo = async (group: UserGroupOption) => {
    try {
      await auth.switchGroup(group.id_group_user);
    } catch (error) {
      notifyErrorBody(failureBody(error));
    }
  };

  return (
    <DropdownMenu.Root onOpenChange={loadGroups}>
      <DropdownMenu.Trigger>
        {/* Named by its content, 'Akun Siti Rahmawati': a name given by aria-label ('Akun') would leave out
            the user's name the button shows, and a voice command naming it would not find it (decision 0051). */}
        <Button variant="ghost" color="gray" className="siakad-account">
          <VisuallyHidden>{t('shell.akun')}</VisuallyHidden>
          {/* Hidden by a wrapper: Radix's Avatar hands aria-hidden to its image, not to the initials it shows instead. */}
          <Flex as="span" aria-hidden="true"><Avatar size="2" radius="full" fallback={initials(name)} /></Flex>
          <Text className="siakad-account-name" size="2">
            {name}
          </Text>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="siakad-account-menu">
        <DropdownMenu.Label>
          <Text weight="bold">{name}</Text>
        </DropdownMenu.Label>
        {auth.roleLabels.map((label) => (
          <DropdownMenu.Label key={label}>
            <Text size="1">{label}</Text>
          </DropdownMenu.Label>
        ))}
        {auth.ringType ? (
          <DropdownMenu.Label>
            <Text size="1">{t('shell.cincinDosen', { tipe: auth.ringType })}</Text>
          </DropdownMenu.Label>
        ) : null}
        {groups && groups.length > 1 ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label>{t('shell.gantiGrup')}</DropdownMenu.Label>
            {groups.map((g) => {
              const current = g.id_group_user === auth.userType;
              return (
                <DropdownMenu.Item key={g.id_group_user} disabled={current} onSelect={() => void switchTo(g)}>
                  <Icon name={current ? 'check' : 'swap'} size={16} />
                  {g.nama_group || g.id_group_user}
                  {current ? <Text size="1" color="gray">({t('shell.grupAktif')})</Text> : null}
                </DropdownMenu.Item>
              );
            })}
          </>
        ) : null}
        <DropdownMenu.Separator />
        {dataPribadiPath ? (
          <DropdownMenu.Item onSelect={() => navigate(dataPribadiPath)}>
            <Icon name="user" size={16} />
            {t('shell.dataPribadi')}
          </DropdownMenu.Item>
        ) : null}
        {passwordPath ? (
          <DropdownMenu.Item onSelect={() => navigate(passwordPath)}>
            <Icon name="settings" size={16} />
            {t('shell.gantiPassword')}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item color="red" onSelect={() => void auth.logout()}>
          <Icon name="logout" size={16} />
          {t('shell.keluar')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
