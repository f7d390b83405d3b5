import { useEffect } from 'react';
import { useSession } from '../auth/use-session.ts';
import { startScanQueue } from './scan-queue-runner.ts';
import { sendKeptScan } from './send-kept-scan.ts';

/**
 * Mounted with the signed-in layout: sends the signed-in operator's kept scans whatever screen is open,
 * after a reload too. Another operator signed in on the same phone starts their own (empty) queue.
 */
export const KeptScansRunner = () => {
  const { isAuthenticated, claims } = useSession();
  const userId = isAuthenticated ? claims.userId : '';
  useEffect(() => (userId === '' ? undefined : startScanQueue(userId, sendKeptScan)), [userId]);
  return null;
};
