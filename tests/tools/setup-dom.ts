// Setup of the `unit` project (happy-dom): every test starts with an empty DOM and empty storage.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Radix measures elements; happy-dom may lack ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// findBy*/waitFor give up after 1 s by default. The unit files share two cores with the server
// tests, and a page's first lazy import is transformed on the spot: once a login page test waited
// longer than that for text that did come (session 31).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The unit files share a worker (isolate: false). A file's vi.mock of an api module must reach every
// module that imports it, so the project's own modules are evaluated afresh for each file; the
// packages (React, Radix) stay loaded, which is what sharing the worker saves.
vi.resetModules();
