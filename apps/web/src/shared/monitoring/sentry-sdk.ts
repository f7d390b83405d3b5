/**
 * The parts of @sentry/react the reporter uses, named so the bundler keeps only these: a dynamic import of
 * the whole package would pull session replay, feedback and tracing into the lazy chunk too.
 */
export { captureException, dedupeIntegration, init, linkedErrorsIntegration, withScope } from '@sentry/react';
