import { Button, Callout, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { konfirmasi, SaveOutcome, useAuth } from '../../../../core/client';
import type { PenggunaDetailStore } from '../../store';

/**
 * The account itself: deactivate or activate it (PATCH pengguna/status) and reset a forgotten
 * password (POST pengguna/reset-password), each after a confirmation. The temporary password is
 * shown here once; the administrator's own account offers neither.
 */
export function AkunEditor({ store }: { store: PenggunaDetailStore }) {
  const { t } = useTranslation('admin');
  const { claims } = useAuth();
  const snap = useSnapshot(store.state);
  const d = snap.detail;
  if (!d) return null;
  const sendiri = claims?.id_user === d.id_user;
  const busy = snap.saving !== null;

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">{t('detail.akun')}</Heading>
      <SaveOutcome error={snap.saveError.akun} saved={snap.saved.akun} />
      {snap.passwordSementara ? (
        <Callout.Root color="amber" role="note" mb="3">
          <Callout.Text>{t('detail.password_sementara')}: <Code size="3" aria-label={t('detail.password_sementara')}>{snap.passwordSementara}</Code></Callout.Text>
        </Callout.Root>
      ) : null}
      {sendiri ? (
        <Text as="p" size="2" color="gray">{t('detail.akun_sendiri')}</Text>
      ) : (
        <>
          <Text as="p" size="2" color="gray" mb="3">{t('detail.akun_keterangan')}</Text>
          <Flex gap="2" wrap="wrap">
            {d.aktif ? (
              <Button color="red" variant="soft" disabled={busy}
                onClick={async () => { if (await konfirmasi(t('detail.konfirmasi_nonaktif', { username: d.username }), { ya: t('aksi.nonaktifkan'), bahaya: true })) void store.setAktif(false); }}>{t('aksi.nonaktifkan')}</Button>
            ) : (
              <Button color="green" disabled={busy} onClick={() => void store.setAktif(true)}>{t('aksi.aktifkan')}</Button>
            )}
            <Button variant="soft" disabled={busy}
              onClick={async () => { if (await konfirmasi(t('detail.konfirmasi_reset', { username: d.username }), { ya: t('aksi.reset_password') })) void store.resetPassword(); }}>{t('aksi.reset_password')}</Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
