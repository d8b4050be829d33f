// Testing Library matchers for every web unit test.
import '@testing-library/jest-dom/vitest';
