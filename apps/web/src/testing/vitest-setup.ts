import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { takeContractViolations } from './fake-api.ts';

// antd renders slowly in happy-dom on a busy 2-core machine; findBy/waitFor's 1 s default made a few
// component tests flaky there (seen in full runs, never alone).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A fake answer outside its endpoint's contract fails the test even if the screen hid the failed call.
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
