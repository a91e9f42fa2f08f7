// Setup of the `unit` project (happy-dom): every test starts with an empty DOM and empty storage.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Radix measures elements; happy-dom may lack ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
