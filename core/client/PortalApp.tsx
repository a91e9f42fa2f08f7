import type { ReactNode } from 'react';
import { Callout } from '@radix-ui/themes';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router, type BaseLocationHook } from 'wouter';
import { themeRootAttributes } from './layout/theme-settings';
import { Toaster } from './notify/Toaster';
import { PortalProvider, type Portal } from './portal-context';
import { AppRoutes } from './routing/AppRoutes';
import { pathParser } from './routing/guard';

/**
 * Translations and the theme's root element around any tree. The element carries what Radix's
 * `<Theme>` would render for the portal's theme (layout/SiakadTheme.tsx), without its providers,
 * so the login page needs no tooltip code; the pages behind it run inside `<SiakadTheme>`.
 */
export function PortalFrame({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <div {...themeRootAttributes}>{children}</div>
    </I18nextProvider>
  );
}

/** A module configuration the registry refused: its Indonesian message instead of a broken app. */
export function ConfigErrorApp({ i18n, message }: { i18n: I18n; message: string }) {
  return (
    <PortalFrame i18n={i18n}>
      <Callout.Root color="red" role="alert" m="4">
        <Callout.Text style={{ whiteSpace: 'pre-line' }}>{message}</Callout.Text>
      </Callout.Root>
    </PortalFrame>
  );
}

/**
 * The whole single-page application for a started portal. `locationHook` replaces the browser
 * location (tests pass wouter's memoryLocation); `chunkTimeoutMs` shortens the 120 s page timeout in
 * tests; `initialError` (an error body, e.g. of a refused `auth` parameter) is shown as red toasts.
 */
export function PortalApp(props: { portal: Portal; i18n: I18n; locationHook?: BaseLocationHook; chunkTimeoutMs?: number; initialError?: unknown }) {
  const { portal, i18n, locationHook, chunkTimeoutMs, initialError } = props;
  return (
    <PortalFrame i18n={i18n}>
      <PortalProvider value={portal}>
        <Router parser={pathParser} {...(locationHook ? { hook: locationHook } : {})}>
          <AppRoutes chunkTimeoutMs={chunkTimeoutMs} />
        </Router>
        <Toaster initialError={initialError} />
      </PortalProvider>
    </PortalFrame>
  );
}
