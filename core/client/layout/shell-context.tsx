import { createContext, useContext } from 'react';
import type { NotificationStore } from '../notify/notification-store';

/** Stores the logged-in shell creates once and shares with its pages. */
export interface ShellStores {
  notifications: NotificationStore;
}

const ShellContext = createContext<ShellStores | null>(null);

export const ShellProvider = ShellContext.Provider;

/** The stores of the logged-in shell; throws outside it. */
export function useShell(): ShellStores {
  const stores = useContext(ShellContext);
  if (!stores) throw new Error('useShell() dipakai di luar layout SIAKAD.');
  return stores;
}
