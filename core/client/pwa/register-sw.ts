/**
 * Registers the service worker (dist/public/sw.js) once the page has loaded, so it never competes
 * with the first page's downloads. Only in the production build and where the browser supports it.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url, { scope: '/' }).catch((error: unknown) => console.warn('Service worker tidak terdaftar:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
