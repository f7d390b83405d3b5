import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { scansOf, type KeptScan } from './scan-queue-store.ts';

/** This user's kept scans, oldest first, following every change (another tab's sends too). */
export const useKeptScans = (userId: string): KeptScan[] => {
  const [scans, setScans] = useState<KeptScan[]>([]);
  useEffect(() => {
    if (userId === '') return undefined;
    const subscription = liveQuery(() => scansOf(userId)).subscribe({
      next: setScans,
      error: () => setScans([]),
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  return scans;
};
