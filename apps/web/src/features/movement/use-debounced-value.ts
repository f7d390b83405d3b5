import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (SPEC §2: the city search waits 500 ms). */
export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
