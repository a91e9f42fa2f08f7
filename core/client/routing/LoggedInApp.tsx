import type { ResolvedRoute } from '../../contract/registry';
import type { TokenClaims } from '../../contract/token';
import { SessionDialogs } from '../dialogs/SessionDialogs';
import { KonfirmasiHost } from '../shared/Konfirmasi';
import { AppShell } from '../layout/AppShell';
import { SiakadTheme } from '../layout/SiakadTheme';
import type { PageLoader } from '../module';
import { RouteSwitch } from './RouteSwitch';

/**
 * Everything a logged-in user gets: the layout shell, the session dialogs, the pages' questions and the routes of their
 * type. Its own chunk, so the login page does not download the shell's menus and popovers.
 */
export default function LoggedInApp(props: { claims: TokenClaims; routes: readonly ResolvedRoute[]; loaders: ReadonlyMap<string, PageLoader>; chunkTimeoutMs?: number }) {
  return (
    <SiakadTheme>
      <AppShell claims={props.claims}>
        <SessionDialogs claims={props.claims} />
        <KonfirmasiHost />
        <RouteSwitch routes={props.routes} loaders={props.loaders} chunkTimeoutMs={props.chunkTimeoutMs} />
      </AppShell>
    </SiakadTheme>
  );
}
