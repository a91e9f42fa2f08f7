import type { ErrorBody } from '../../contract/api';

/** One toast: either a ready (server-given, already Indonesian) text or a key of the `core` catalogue. */
export interface ToastMessage {
  tone: 'error' | 'success';
  text?: string;
  key?: string;
}

/** The DOM event the toast stack listens to; a window event keeps the notifier free of module state. */
export const NOTIFY_EVENT = 'siakad:notify';

function emit(message: ToastMessage): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ToastMessage>(NOTIFY_EVENT, { detail: message }));
}

/** Shows a green toast; without a text, the default 'Aksi berhasil' (spec: 'Action was successful'). */
export function notifySuccess(text?: string): void {
  emit(text ? { tone: 'success', text } : { tone: 'success', key: 'aksi.berhasil' });
}

/** Shows a red toast; without a text, the default 'Aksi gagal' (spec: 'Action failed'). */
export function notifyError(text?: string): void {
  emit(text ? { tone: 'error', text } : { tone: 'error', key: 'aksi.gagal' });
}

/** The messages an error body should show: every field message, else its message, else none. */
export function errorMessages(body: unknown): string[] {
  const b = (body ?? {}) as Partial<ErrorBody>;
  if (b.errors && typeof b.errors === 'object') {
    const all = Object.values(b.errors).flatMap((list) => (Array.isArray(list) ? list : [list])).filter((m): m is string => typeof m === 'string' && m !== '');
    if (all.length) return all;
  }
  return typeof b.message === 'string' && b.message ? [b.message] : [];
}

/**
 * Shows a failed response as red toasts (spec section 8): each message of `errors` (field ->
 * messages), otherwise the `message`, otherwise the default 'Aksi gagal'.
 */
export function notifyErrorBody(body: unknown): void {
  const messages = errorMessages(body);
  if (!messages.length) notifyError();
  for (const m of messages) notifyError(m);
}
