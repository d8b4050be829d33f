// Testing Library matchers and clean-up for every web unit test (vitest runs without globals).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
