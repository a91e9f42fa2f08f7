import { startServer } from '../core/server/main';
import { installedServerModules } from './installed.server';

// Composition root of the API process: the core kernel plus the installed modules.
startServer(installedServerModules).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
