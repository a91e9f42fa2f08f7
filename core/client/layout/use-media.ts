import { useEffect, useState } from 'react';

/** Width from which the drawer sits beside the page and starts open (spec: open by default on desktop). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether a media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const read = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** A phone's width, where the shell hides the area title and a wide table would scroll sideways (shell.css). */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether the page is drawn on a phone's width: a page may then show its rows as cards instead of a table. */
export const useLayarSempit = (): boolean => useMediaQuery(PHONE_QUERY);
