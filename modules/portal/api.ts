import { apiQuiet } from '../../core/client';
import type { AkunAplikasi, AplikasiList, UrlResponse } from './schemas';

// One typed function per portal call of spec section 7; the page shows failures itself.

/** GET portal/aplikasi: the linked applications for the user. */
export const getAplikasi = () => apiQuiet<AplikasiList>('portal/aplikasi');
/** GET portal/aplikasi/login: a one-time login URL for the application. */
export const getAplikasiLogin = (params: { id_aplikasi: number }) => apiQuiet<UrlResponse>('portal/aplikasi/login', { query: params });
/** GET portal/aplikasi/user: the user's account at the application. */
export const getAplikasiUser = (params: { id_aplikasi: number }) => apiQuiet<AkunAplikasi>('portal/aplikasi/user', { query: params });
/** GET portal/telegram/url: the one-time Telegram deep link. */
export const getTelegramUrl = () => apiQuiet<UrlResponse>('portal/telegram/url');
