// Testing Library matchers and clean-up for every web unit test (vitest runs without globals).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy…/waitFor wait up to 5 s instead of 1 s: `npm test` runs these files beside a test that boots the emulators, and
// on a loaded 2-core machine a render can take longer than a second. A passing wait still returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });
