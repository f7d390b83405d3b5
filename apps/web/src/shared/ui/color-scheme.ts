import { useSyncExternalStore } from 'react';
import { readString, removeKey, writeString } from '../storage/browser-storage.ts';
import { WEB_STORAGE_KEYS } from '../storage/storage-keys.ts';

/** What the user picked in the header's user menu; `system` follows the operating system. */
export type ThemeChoice = 'light' | 'dark' | 'system';
/** What the panel paints. */
export type ColorScheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/*
 * The pick lives in localStorage, not on the server: it must be known before the first paint (main.tsx
 * and public/boot-shell.js read it synchronously, while a server preference would wait for the token and
 * a request, so the panel would flash light first), it is a property of this device and its screen rather
 * than of the account, and other tabs hear a change through the `storage` event. SPEC §2 Logout clears
 * local storage, so after a logout the panel follows the system again — right for a shared device.
 */
export const readThemeChoice = (): ThemeChoice => {
  const stored = readString(WEB_STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

export const systemColorScheme = (): ColorScheme =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

export const schemeOf = (choice: ThemeChoice, system: ColorScheme = systemColorScheme()): ColorScheme =>
  choice === 'system' ? system : choice;

/**
 * `data-theme` on <html>: index.html's first-paint styles (the boot frame, the page background and the
 * browser's own scrollbars and form controls through `color-scheme`) follow it before React renders.
 */
export const markDocumentScheme = (scheme: ColorScheme = schemeOf(readThemeChoice())): void => {
  document.documentElement.dataset.theme = scheme;
};

const listeners = new Set<() => void>();
const notify = () => {
  markDocumentScheme();
  for (const listener of listeners) listener();
};

export const setThemeChoice = (choice: ThemeChoice): void => {
  if (choice === 'system') removeKey(WEB_STORAGE_KEYS.theme);
  else writeString(WEB_STORAGE_KEYS.theme, choice);
  notify();
};

// Another tab's pick (`storage` fires only in the other tabs) and the system's own switch (sunset) both
// repaint this tab; attached once, for as long as anything listens.
const onStorage = (event: StorageEvent) => {
  if (event.key === WEB_STORAGE_KEYS.theme || event.key === null) notify();
};
let media: MediaQueryList | undefined;
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) {
    media = window.matchMedia?.(DARK_QUERY);
    window.addEventListener('storage', onStorage);
    media?.addEventListener?.('change', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener?.('change', notify);
  };
};

const choiceSnapshot = () => readThemeChoice();
const systemSnapshot = () => systemColorScheme();

/** The user's pick, the scheme painted, and the setter: the theme provider, the user menu, charts. */
export const useColorScheme = (): { choice: ThemeChoice; scheme: ColorScheme; setChoice: typeof setThemeChoice } => {
  const choice = useSyncExternalStore(subscribe, choiceSnapshot, choiceSnapshot);
  const system = useSyncExternalStore(subscribe, systemSnapshot, systemSnapshot);
  return { choice, scheme: schemeOf(choice, system), setChoice: setThemeChoice };
};
