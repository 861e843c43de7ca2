import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount between tests so portals and document listeners from one test never leak into the next.
afterEach(() => {
  cleanup();
});
