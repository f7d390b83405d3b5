import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../shared/monitoring/error-reporter.ts';
import { isChunkLoadError, reloadOnceForStaleChunk } from '../../shared/routing/stale-chunk.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * The router's error element. A chunk that vanished with a deploy reloads the page once (the new
 * index.html names the new chunks); anything else, or a second failure, shows the fallback page.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  // A screen's render error lands here, not in AppErrorBoundary; the filter drops chunk loads.
  useEffect(() => reportError(error, { source: 'render' }), [error]);
  if (stale && reloadOnceForStaleChunk()) return <PageSpinner label="Updating" />;
  console.error(error);
  return <ErrorFallback />;
};
