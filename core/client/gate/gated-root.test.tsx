import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { gatedRoot, type GateChunk } from './gated-root';

const CHROME_124 = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_17 = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const FIREFOX_88 = 'Mozilla/5.0 (X11; Linux x86_64; rv:88.0) Gecko/20100101 Firefox/88.0';

const loginForm = <input aria-label="Username" />;

/** A container in the document and a gate chunk that arrives when `arrive` is called. */
function setUp() {
  const container = document.body.appendChild(document.createElement('div'));
  let arrive!: (chunk: GateChunk) => void;
  let fail!: (error: Error) => void;
  const chunk = new Promise<GateChunk>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { container, chunk, arrive: async () => arrive(await import('./browser-gate')), fail };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the app behind the lazily loaded browser gate', () => {
  it('renders the app before the check arrives and keeps it for an allowed browser', async () => {
    const { container, chunk, arrive } = setUp();
    const root = gatedRoot(container, createI18n(), CHROME_124, chunk);
    await act(async () => root.render(loginForm));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    await act(arrive);
    await expect(root.allowed).resolves.toBe(true);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    [SAFARI_17, 'Browser tidak disupport'],
    [FIREFOX_88, 'Browser usang'],
  ])('replaces the app of %s by the blocking dialog "%s" and renders nothing more', async (userAgent, title) => {
    const { container, chunk, arrive } = setUp();
    const root = gatedRoot(container, createI18n(), userAgent, chunk);
    await act(async () => root.render(loginForm));
    await act(arrive);
    await expect(root.allowed).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // The portal's later renders (after its session check) no longer reach the screen.
    await act(async () => root.render(loginForm));
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy();
  });

  it('takes the markup the server painted over without redrawing it, when asked to hydrate', async () => {
    const { container, chunk, arrive } = setUp();
    container.innerHTML = renderToString(loginForm);
    const painted = container.querySelector('input');
    const root = gatedRoot(container, createI18n(), CHROME_124, chunk);
    await act(async () => root.render(loginForm, { hydrate: true }));
    await act(arrive);
    expect(screen.getByLabelText('Username')).toBe(painted);
  });

  it('draws over markup it was not asked to hydrate', async () => {
    const { container, chunk } = setUp();
    container.innerHTML = '<p>lama</p>';
    const root = gatedRoot(container, createI18n(), CHROME_124, chunk);
    await act(async () => root.render(loginForm));
    expect(container.textContent).not.toContain('lama');
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('lets the app run when the gate chunk does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, chunk, fail } = setUp();
    const root = gatedRoot(container, createI18n(), SAFARI_17, chunk);
    fail(new Error('chunk load failed'));
    await expect(root.allowed).resolves.toBe(true);
    await act(async () => root.render(loginForm));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
