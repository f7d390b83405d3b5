import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in happy-dom on a busy 2-core machine; findBy/waitFor's 1 s default made a few
// component tests flaky there (seen in full runs, never alone).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
