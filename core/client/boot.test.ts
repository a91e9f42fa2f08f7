import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootPortal, type BootHandOver, type StartApp } from './boot';

vi.mock('./gate/check-browser', () => ({ checkBrowser: (userAgent: string) => (userAgent.includes('Chrome/') ? { ok: true } : { ok: false, reason: 'unsupported' }) }));

const PAINTED = `<div class="radix-themes"><form method="post"><input name="username" value=""><input name="password" type="password" value="">
  <button type="submit">Masuk</button></form><ul><li><button type="button" data-demo-username="aka01"><span>aka01</span></button></li></ul></div>`;

/** A document whose #root holds the login page's markup for `forPath` (or nothing), at /login. */
function page(forPath: string | null): Document {
  const doc = document.implementation.createHTMLDocument('SIAKAD');
  Object.defineProperty(doc, 'location', { value: new URL('http://siakad.test/login') });
  const root = doc.body.appendChild(doc.createElement('div'));
  root.id = 'root';
  if (forPath) {
    root.setAttribute('data-siakad-prerendered', forPath);
    root.innerHTML = PAINTED;
  }
  return doc;
}

/** The app's chunk as the boot sees it: records the hand-over it was started with. */
function app() {
  const started: Array<BootHandOver | null> = [];
  const start: StartApp = async (handOver) => void started.push(handOver);
  const load = vi.fn(async () => ({ start }));
  return { load, started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('bootPortal', () => {
  it('starts the app at once on a page the server did not paint', async () => {
    const { load, started } = app();
    bootPortal(load, page(null));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(started).toEqual([null]);
  });

  it('starts the app at once when the markup is for another path', async () => {
    const { load } = app();
    bootPortal(load, page('/lain'));
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves the painted login page as HTML until the visitor touches it, then starts the app once', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/124.0.0.0' });
    const doc = page('/login');
    const { load, started } = app();
    bootPortal(load, doc);
    await settle();
    expect(load).not.toHaveBeenCalled();
    // Focus alone is not an act: the boot itself focuses the username field after the paint.
    doc.querySelector('input[name="username"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    doc.querySelector('input[name="username"]')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(started).toHaveLength(1);
    expect(started[0]!.takeOver()).toEqual({ submitted: false });
  });

  it('puts the cursor into the username field after the first paint without starting the app', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/124.0.0.0' });
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.setAttribute('data-siakad-prerendered', window.location.pathname);
    root.innerHTML = PAINTED;
    try {
      const { load } = app();
      bootPortal(load, document);
      // jsdom reports no paints: the boot waits for `load` there.
      window.dispatchEvent(new Event('load'));
      await settle();
      expect(document.activeElement).toBe(root.querySelector('input[name="username"]'));
      expect(load).not.toHaveBeenCalled();
    } finally {
      root.remove();
    }
  });

  it('keeps a form sent before the app runs from leaving as plain HTML, and tells the app to send it', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/124.0.0.0' });
    const doc = page('/login');
    const { load, started } = app();
    bootPortal(load, doc);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(submit);
    await settle();
    expect(submit.defaultPrevented).toBe(true);
    const handOver = started[0]!;
    expect(handOver.takeOver()).toEqual({ submitted: true });
    // After the hand-over the boot no longer intervenes: React owns the form.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('fills the username of a demo account clicked before the app runs', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/124.0.0.0' });
    const doc = page('/login');
    const { load } = app();
    bootPortal(load, doc);
    doc.querySelector<HTMLElement>('[data-demo-username="aka01"] span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(doc.querySelector<HTMLInputElement>('input[name="username"]')!.value).toBe('aka01');
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again on the next touch when the app does not load', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/124.0.0.0' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = page('/login');
    const { started } = app();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gagal')).mockResolvedValue({ start: async (h: BootHandOver | null) => void started.push(h) });
    bootPortal(load, doc);
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(started).toHaveLength(1);
    warn.mockRestore();
  });

  it('starts the app at once for a browser the check refuses, so its blocking dialog shows at start', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Version/17.4 Safari/605.1.15' });
    const { load } = app();
    bootPortal(load, page('/login'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
