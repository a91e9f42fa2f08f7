import { coreManifest } from '../contract/core-manifest';
import { resolveModules } from '../contract/registry';
import type { BootHandOver } from './boot';
import { gatedRoot } from './gate/gated-root';
import { preloadPage } from './loading/LazyPage';
import { demoAccountsOfPage } from './pages/demo-accounts-of-page';
import { createI18n } from './i18n';
import { pasangPesanValidasi } from './shared/pesan-validasi';
import type { ClientModule } from './module';
import { coreClientModule } from './core-module';
import { registerServiceWorker } from './pwa/register-sw';
import { ConfigErrorApp, PortalApp } from './PortalApp';
import type { Portal } from './portal-context';
import { decideAuthParam } from './session/auth-param';
import { preloadApiClient } from './shared/api';
import { createSessionStore } from './session/session-store';
import './styles';

/** Options of startPortal. */
export interface StartPortalOptions {
  /**
   * Every installed client module, or the import of their chunk; the enabled ones are named by the
   * page's siakad-modules meta. As an import, a visitor's login page renders without them and they
   * load behind it (docs/decisions/0021-modules-load-behind-the-login.md).
   */
  modules: ClientModule[] | (() => Promise<ClientModule[]>);
  /** Where to render (default: #root, created when missing). */
  root?: HTMLElement;
  /** From the boot, when it started the app on a page the server painted (boot.ts). */
  handOver?: BootHandOver | null;
}

/**
 * The enabled module ids from `<meta name="siakad-modules" content="a,b">` (injected by the server);
 * without the meta every installed module is enabled. Ids without a client half are skipped.
 */
export function enabledModuleIds(doc: Document, installed: readonly string[]): string[] {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="siakad-modules"]');
  if (!meta) return [...installed];
  const wanted = meta.content.split(',').map((s) => s.trim()).filter(Boolean);
  return wanted.filter((id) => installed.includes(id));
}

/**
 * The enabled client modules, the core first, in dependency order (resolveModules validates the
 * set and throws one Error naming every problem).
 */
export function resolveClientModules(installed: readonly ClientModule[], enabled: readonly string[]): ClientModule[] {
  const all = [coreClientModule, ...installed];
  const manifests = resolveModules([coreManifest, ...installed.map((m) => m.manifest)], ['core', ...enabled]);
  return manifests.map((manifest) => all.find((m) => m.manifest === manifest)!);
}

/**
 * Starts the portal in the browser: the browser gate's chunk first (its check replaces the app by
 * the blocking dialog for a refused browser, see gate/gated-root.ts), then the enabled modules, the
 * session (login from an `auth` parameter, refresh of an expired token), and the app; the service
 * worker once the gate has let the browser in.
 */
export async function startPortal(opts: StartPortalOptions): Promise<void> {
  // Started before anything else so the check is ready as early as possible; bowser is not in the
  // entry (docs/decisions/0007-browser-gate-off-the-critical-path.md).
  const gateChunk = import('./gate/browser-gate');
  const container = opts.root ?? document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const i18n = createI18n();
  // The browser's own form checks answer in Indonesian, whatever the browser's language.
  pasangPesanValidasi(document, i18n);
  const root = gatedRoot(container, i18n, navigator.userAgent, gateChunk);
  // ofetch is not needed to paint; its chunk loads beside the login page's so no request waits.
  void preloadApiClient();
  void root.allowed.then((ok) => ok && registerServiceWorker());

  const showConfigError = (error: unknown) => {
    opts.handOver?.takeOver();
    root.render(<ConfigErrorApp i18n={i18n} message={error instanceof Error ? error.message : String(error)} />);
  };
  const enabledOf = (installed: ClientModule[]) => resolveClientModules(installed, enabledModuleIds(document, installed.map((m) => m.manifest.id)));
  let known: ClientModule[] | null = null;
  if (Array.isArray(opts.modules)) {
    try {
      known = enabledOf(opts.modules);
    } catch (error) {
      showConfigError(error);
      return;
    }
  }
  const session = createSessionStore();

  // Spec sections 2, 5, 8: an `auth` parameter logs a student in, only when nobody is logged in.
  const url = new URL(window.location.href);
  const authParam = url.searchParams.get('auth');
  let authError: unknown = null;
  if (authParam !== null) {
    url.searchParams.delete('auth');
    const decision = decideAuthParam(authParam, session.state.claims !== null, {
      invalid: i18n.t('core:auth.tokenTidakValid'),
      studentOnly: i18n.t('core:auth.hanyaMahasiswa'),
    });
    const cleanPath = `${url.pathname}${url.search}${url.hash}`;
    if (decision.action === 'store') {
      // A refused browser keeps nothing: the token is stored only behind the gate.
      if (await root.allowed) session.adoptToken(decision.token, cleanPath);
      return;
    }
    window.history.replaceState(window.history.state, '', cleanPath);
    if (decision.action === 'error') authError = decision.error;
  }

  if (!(await session.ensureFresh())) return;
  const stopRefreshing = session.keepFresh();
  void root.allowed.then((ok) => ok || stopRefreshing());

  // A visitor sees the login page first: its chunk (preloaded by the HTML shell) goes into the first render.
  if (!session.state.claims) await preloadPage(coreClientModule.pages.login);
  // The boot hands over only on a page the server painted for a visitor (core/client/ssr/login-html.tsx):
  // React takes that markup over, unless a session arrived meanwhile (another tab logged in).
  const hydrate = !!opts.handOver && !session.state.claims;
  let submitPending = opts.handOver?.takeOver().submitted === true;
  const takePendingSubmit = () => {
    const pending = submitPending;
    submitPending = false;
    return pending;
  };
  const base = { session, demoAccounts: demoAccountsOfPage(), takePendingSubmit };
  const render = (portal: Portal, renderOptions?: { hydrate: boolean }) =>
    root.render(<PortalApp portal={portal} i18n={i18n} initialError={authError} />, renderOptions);
  const withModules = (modules: ClientModule[]): Portal => ({ ...base, modules, manifests: modules.map((m) => m.manifest) });
  if (known) {
    render(withModules(known), { hydrate });
    return;
  }
  const importModules = opts.modules as () => Promise<ClientModule[]>;

  // The modules' chunk loads behind the first render: a visitor's login page needs none of them,
  // every other page waits for them in AppRoutes, which shows a failed load with its retry.
  let loading: Promise<void> | null = null;
  const loadModules = () =>
    (loading ??= importModules().then(
      (installed) => {
        let modules: ClientModule[];
        try {
          modules = enabledOf(installed);
        } catch (error) {
          showConfigError(error);
          return;
        }
        render(withModules(modules));
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  render({ ...withModules([coreClientModule]), loadModules }, { hydrate });
  void loadModules().catch(() => undefined);
}
