import type { ComponentType, ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { THEME } from './theme-settings';

/**
 * The Radix theme (layout/theme-settings.ts) of every page behind the login page. Dialogs and menus portal out and re-apply it from its context. Kept out of
 * the first page: `<Theme>` brings the tooltip provider and its positioning code with it.
 */
export function SiakadTheme({ children }: { children: ReactNode }) {
  return (
    <Theme {...THEME}>
      {children}
    </Theme>
  );
}

/** `Page` inside the portal's theme (pages a visitor opens outside the logged-in shell). */
export function withSiakadTheme<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Themed = (props: P) => (
    <SiakadTheme>
      <Page {...props} />
    </SiakadTheme>
  );
  Themed.displayName = `WithSiakadTheme(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Themed;
}
