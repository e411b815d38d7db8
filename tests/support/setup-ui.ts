import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op rather than a "not implemented" error on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
