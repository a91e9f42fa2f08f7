import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DEMO_ACCOUNTS_ELEMENT_ID, type DemoAccount, type DemoAccountsResponse } from '../../contract/api';
import { apiQuiet } from '../shared/api';
import { errorMessages } from '../notify/notify';
import { usePortal } from '../portal-context';

/** The password of every demo account (README, issue 2). */
const DEMO_PASSWORD = 'siakad';

/** The demo accounts the server put into the HTML shell, or null when the page has none (tests, older shells). */
function demoAccountsOfPage(): DemoAccount[] | null {
  const element = document.getElementById(DEMO_ACCOUNTS_ELEMENT_ID);
  if (!element) return null;
  try {
    const list: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(list) ? (list as DemoAccount[]) : [];
  } catch {
    return [];
  }
}

/**
 * The demo accounts: from the HTML shell when it carries them (painted with the form, no request),
 * else from GET /api/login/demo; empty when the demo campus is not loaded or the call fails.
 */
function useDemoAccounts(): DemoAccount[] {
  const [fromPage] = useState(demoAccountsOfPage);
  const [accounts, setAccounts] = useState<DemoAccount[]>(fromPage ?? []);
  useEffect(() => {
    if (fromPage) return undefined;
    let live = true;
    apiQuiet<DemoAccountsResponse>('/login/demo')
      .then((res) => live && setAccounts(Array.isArray(res?.data) ? res.data : []))
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, [fromPage]);
  return accounts;
}

/**
 * Focuses the username field once the page has painted, unless the user already focused something.
 * Not `autoFocus`: React focuses during its commit, which makes the browser lay the whole page out
 * inside that task, before the first paint (the longest task of the login page, docs/performance.md).
 */
function useFocusAfterPaint(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref]);
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
  const usernameRef = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(usernameRef);

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
                <TextField.Root ref={usernameRef} id={userId} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
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
