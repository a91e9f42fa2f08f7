import { useEffect, useState } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PesanResponse } from '../../contract/api';
import type { TokenClaims } from '../../contract/token';
import { useRoutes } from '../portal-context';
import { apiQuiet } from '../shared/api';
import { needsKuesioner, needsTelegram } from './rules';

/** A dialog without dismissal: no escape, no outside click, only its OK button. */
function BlockingDialog({ title, message, onOk }: { title: string; message: string; onOk: () => void }) {
  const { t } = useTranslation('core');
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="460px" onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{message}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <Button onClick={onOk}>{t('aksi.ok')}</Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/**
 * The two session dialogs of spec section 2. Questionnaire (lecturer, flag 0): blocking, shown on
 * every page but /kuesioner-dosen, OK goes there. Telegram (student or lecturer, flag 1 or -1):
 * persistent, titled 'DAFTAR TELEGRAM', message from GET /api/pesan/daftar-telegram, shown on
 * every page but /data-pribadi, OK goes there. The questionnaire comes first. A dialog shows only
 * when its page is open to the user: a campus without the module would trap them on not-found.
 */
export function SessionDialogs({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('core');
  const [location, navigate] = useLocation();
  const [pesan, setPesan] = useState<string | null>(null);
  const routes = useRoutes();
  const opens = (path: string) => routes.some((r) => r.path === path);
  const kuesioner = needsKuesioner(claims) && opens('/kuesioner-dosen');
  const telegram = needsTelegram(claims) && opens('/data-pribadi');

  useEffect(() => {
    if (!telegram) return;
    let live = true;
    apiQuiet<PesanResponse>('/pesan/daftar-telegram')
      .then((res) => live && setPesan(res?.pesan || t('telegram.pesanBawaan')))
      .catch(() => live && setPesan(t('telegram.pesanBawaan')));
    return () => {
      live = false;
    };
  }, [telegram, t]);

  if (kuesioner && location !== '/kuesioner-dosen') {
    return <BlockingDialog title={t('kuesioner.judul')} message={t('kuesioner.pesan')} onOk={() => navigate('/kuesioner-dosen')} />;
  }
  if (telegram && !kuesioner && pesan !== null && location !== '/data-pribadi') {
    return <BlockingDialog title={t('telegram.judul')} message={pesan} onOk={() => navigate('/data-pribadi')} />;
  }
  return null;
}
