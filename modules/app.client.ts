import { bootPortal } from '../core/client/boot';

// Composition root of the single-page application. The entry is only the boot: the app (React, the
// shell and the installed modules, app.portal.ts) is its own chunk, started at once or, on the login
// page the server painted, when the visitor first touches it (docs/decisions/0014).
bootPortal(() => import('./app.portal'));
