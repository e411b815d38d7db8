import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A lazily loaded screen's first import is transformed on demand, which on a busy 2-core CI machine can take
// longer than Testing Library's default second; a finder that waits longer still fails when nothing appears.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op rather than a "not implemented" error on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
