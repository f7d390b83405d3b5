/**
 * localStorage access that never throws: private windows and full quotas make Storage throw, and a
 * remembered preference is never worth breaking a screen over.
 */
export const readString = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeString = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota or privacy mode: the preference is simply not remembered.
  }
};

export const removeKey = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
};

export const readJson = <T>(key: string, isValid: (value: unknown) => value is T): T | undefined => {
  const raw = readString(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export const writeJson = (key: string, value: unknown): void => writeString(key, JSON.stringify(value));

/** Every localStorage key, read up front so callers may remove keys while iterating. */
export const storedKeys = (): string[] => {
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
};

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
