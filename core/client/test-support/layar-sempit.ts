import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { PHONE_QUERY } from '../layout/use-media';

/**
 * Makes the test's window a phone's width for `useLayarSempit` (jsdom has no matchMedia of its
 * own, so every query is otherwise false); returns what puts the window back.
 */
export function layarSempit(): () => void {
  const asli = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  return () => { window.matchMedia = asli; };
}

/** Runs `uji` with the window at a phone's width, and puts it back however `uji` ends. */
export async function diLayarSempit(uji: () => Promise<void>): Promise<void> {
  const kembalikan = layarSempit();
  try {
    await uji();
  } finally {
    kembalikan();
  }
}

/**
 * The cards of the list named `nama` (a `DaftarKartu`, as `TabelData` draws rows on a phone), once
 * drawn; checks that no table is drawn beside them. Only the list's own items: a card may hold a
 * list of its own.
 */
export async function kartuDaftar(nama: string): Promise<HTMLElement[]> {
  const daftar = await screen.findByRole('list', { name: nama });
  expect(screen.queryByRole('table')).toBeNull();
  return [...daftar.querySelectorAll<HTMLElement>(':scope > li')];
}
