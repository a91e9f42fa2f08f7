import { startPortal } from '../core/client';
import { installedClientModules } from './installed.client';

// Composition root of the single-page application: the core shell plus the installed modules.
startPortal({ modules: installedClientModules });
