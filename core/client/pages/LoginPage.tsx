import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DemoAccount, DemoAccountsResponse } from '../../contract/api';
import { DEMO_USERNAME_ATTRIBUTE } from '../../contract/prerender';
import { apiQuiet } from '../shared/api';
import { errorMessages } from '../notify/notify';
import { usePortal } from '../portal-context';

/** The password of every demo account (README, issue 2). */
const DEMO_PASSWORD = 'siakad';

/**
 * The demo accounts: from the HTML shell when it carries them (`portal.demoAccounts`, painted with
 * the form, no request), else from GET /api/login/demo; empty when the demo campus is not loaded or the call fails.
 */
function useDemoAccounts(): readonly DemoAccount[] {
  const fromPage = usePortal().demoAccounts ?? null;
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>(fromPage ?? []);
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

/**
 * What was typed into a form painted from the server's HTML before React took it over (docs/decisions/
 * 0014-login-page-painted-from-html.md) becomes the field's state; a page React drew itself starts empty.
 */
function useValueTypedBeforeStart(ref: RefObject<HTMLInputElement | null>, set: (value: string) => void) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) set(typed);
  }, [ref, set]);
}

/** Sends the form once, after the first render, when the visitor sent it while the app was still starting (boot.ts). */
function useSubmitPendingAtStart(form: RefObject<HTMLFormElement | null>) {
  const { takePendingSubmit } = usePortal();
  useEffect(() => {
    if (takePendingSubmit?.()) form.current?.requestSubmit();
  }, [takePendingSubmit, form]);
}

/** /login: username and password form; below it, while the demo campus is loaded, the demo accounts. */
export default function LoginPage() {
  const { t } = useTranslation('core');
  const { session } = usePortal();
  const formRef = useRef<HTMLFormElement>(null);
  const snap = useSnapshot(session.state);
  const demo = useDemoAccounts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const userId = useId();
  const passId = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(usernameRef);
  useValueTypedBeforeStart(usernameRef, setUsername);
  useValueTypedBeforeStart(passwordRef, setPassword);
  useSubmitPendingAtStart(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The fields themselves: while React is taking a painted page over, what was typed into it may
    // not have reached the state yet (the state follows in useValueTypedBeforeStart).
    const name = (usernameRef.current?.value ?? username).trim();
    const secret = passwordRef.current?.value ?? password;
    if (!name || !secret) {
      setMissing(true);
      return;
    }
    setMissing(false);
    await session.login(name, secret);
  };

  const failure = snap.status === 'error' ? errorMessages(snap.error) : [];
  const busy = snap.status === 'loading' || snap.status === 'success';

  return (
    <main className="siakad-login">
      <Box width="100%" maxWidth="400px">
        <Card size="3">
          {/* POST: a browser that sends it without the app (no JavaScript) puts no password into an address. */}
          <form ref={formRef} method="post" onSubmit={submit} noValidate>
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
                <TextField.Root ref={passwordRef} id={passId} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
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
                    <Button type="button" variant="ghost" className="siakad-demo-account" {...{ [DEMO_USERNAME_ATTRIBUTE]: account.username }} onClick={() => setUsername(account.username)}>
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
    </main>
  );
}
