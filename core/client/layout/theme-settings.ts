/**
 * The portal's Radix theme, in one place: `<SiakadTheme>` passes it to Radix's `<Theme>`, and the
 * login page's plain root element carries the same values as data attributes (no Radix import, so
 * the first page stays small). The accent blue is re-tinted to #2196f3 in styles/theme.css.
 */
export const THEME = { accentColor: 'blue', grayColor: 'slate', radius: 'medium', scaling: '100%', panelBackground: 'translucent' } as const;

/** The attributes Radix's root `<Theme>` puts on its element for THEME. */
export const themeRootAttributes = {
  className: 'radix-themes',
  'data-is-root-theme': 'true',
  'data-accent-color': THEME.accentColor,
  'data-gray-color': THEME.grayColor,
  'data-has-background': 'true',
  'data-panel-background': THEME.panelBackground,
  'data-radius': THEME.radius,
  'data-scaling': THEME.scaling,
} as const;
