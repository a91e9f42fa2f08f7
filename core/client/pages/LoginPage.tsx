import { useEffect, useId, useState, type FormEvent } from 'react';
import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DemoAccount, DemoAccountsResponse } from '../../contract/api';
import { apiQuiet } from '../shared/api';
import { errorMessages } from '../notify/notify';
import { usePortal } from '../portal-context';

/** The password of every demo account (README, issue 2). */
const DEMO_PASSWORD = 'siakad';

/** Demo accounts of GET /api/login/demo; empty when the demo campus is not loaded or the call fails. */
function useDemoAccounts(): DemoAccount[] {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    let live = true;
    apiQuiet<DemoAccountsResponse>('/login/demo')
      .then((res) => live && setAccounts(Array.isArray(res?.data) ? res.data : []))
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, []);
  return accounts;
}

/** /login: username and password form; below it, while the demo campus is loaded, the demo accounts. */
export default function LoginPage() {
  const { t } = useTranslation('core');
  const { session } = usePortal();
  const snap = useSnapshot(session.state);
  const demo = useDemoAccounts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const userId = useId();
  const passId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    await session.login(username.trim(), password);
  };

  const failure = snap.status === 'error' ? errorMessages(snap.error) : [];
  const busy = snap.status === 'loading' || snap.status === 'success';

  return (
    <div className="siakad-login">
      <Box width="100%" maxWidth="400px">
        <Card size="3">
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="4">
              <Box>
                <Heading as="h1" size="6">
                  {t('login.judul')}
                </Heading>
                <Text as="p" color="gray" size="2">
                  {t('login.subjudul')}
                </Text>
              </Box>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={userId} size="2" weight="medium">
                  {t('login.username')}
                </Text>
                <TextField.Root id={userId} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={passId} size="2" weight="medium">
                  {t('login.password')}
                </Text>
                <TextField.Root id={passId} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Flex>
              {missing || failure.length || snap.status === 'error' ? (
                <Callout.Root color="red" role="alert" size="1">
                  <Callout.Text>{missing ? t('login.wajib') : failure.length ? failure.join(' ') : t('aksi.gagal')}</Callout.Text>
                </Callout.Root>
              ) : null}
              <Button type="submit" size="3" loading={busy}>
                {t('login.masuk')}
              </Button>
            </Flex>
          </form>
        </Card>
        {demo.length ? (
          <Card size="2" mt="4">
            <Heading as="h2" size="3" mb="1">
              {t('login.demo.judul')}
            </Heading>
            <Text as="p" size="1" color="gray" mb="2">
              {t('login.demo.petunjuk', { password: DEMO_PASSWORD })}
            </Text>
            <Flex direction="column" gap="1" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {demo.map((account) => (
                  <li key={account.username}>
                    <Button type="button" variant="ghost" className="siakad-demo-account" onClick={() => setUsername(account.username)}>
                      <Flex gap="2" align="baseline" width="100%">
                        <Text weight="bold" size="2">
                          {account.username}
                        </Text>
                        <Text size="1" color="gray">
                          {account.label}
                        </Text>
                      </Flex>
                    </Button>
                  </li>
                ))}
              </ul>
            </Flex>
          </Card>
        ) : null}
      </Box>
    </div>
  );
}
