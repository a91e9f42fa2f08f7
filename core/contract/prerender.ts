import { LOGIN_PATH } from './constants';
import type { DemoAccount } from './api';
import type { ModuleManifest } from './manifest';

/**
 * The login page painted from HTML (docs/decisions/0014-login-page-painted-from-html.md): the
 * server puts the page's markup into `#root` of the shell for GET /login, and the client takes it
 * over with `hydrateRoot` instead of drawing it. The attribute names the path the markup is for.
 */
export const PRERENDERED_ATTRIBUTE = 'data-siakad-prerendered';

/** The attribute naming a demo account's username on its button, read by the boot before the app runs. */
export const DEMO_USERNAME_ATTRIBUTE = 'data-demo-username';

/** The one path whose markup the server renders. */
export const PRERENDERED_PATH = LOGIN_PATH;

/** What the renderer needs: the enabled modules (their routes) and the demo accounts the shell carries. */
export interface LoginPrerenderInput {
  manifests: readonly ModuleManifest[];
  demoAccounts: readonly DemoAccount[];
}

/** The build's server-side renderer (dist/ssr/login-html.js, from core/client/ssr/login-html.tsx). */
export type RenderLoginHtml = (input: LoginPrerenderInput) => Promise<string>;
