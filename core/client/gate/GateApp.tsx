import type { i18n as I18n } from 'i18next';
import { PortalFrame } from '../PortalApp';
import { BrowserGateDialog } from './BrowserGateDialog';

/** Only the gate dialog: shown instead of the app when the browser is not allowed (spec section 1). */
export function GateApp({ i18n, reason }: { i18n: I18n; reason: 'unsupported' | 'outdated' }) {
  return (
    <PortalFrame i18n={i18n}>
      <BrowserGateDialog reason={reason} />
    </PortalFrame>
  );
}
