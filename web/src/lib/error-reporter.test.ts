// Uncaught UI errors are reported only with a configured service and never from localhost (spec §7).
import { describe, expect, it } from 'vitest';
import { reportingEnabled } from './error-reporter';

describe('reportingEnabled', () => {
  it.each([
    ['bo.example.com', 'https://errors.example.com/notices', true],
    ['localhost', 'https://errors.example.com/notices', false],
    ['127.0.0.1', 'https://errors.example.com/notices', false],
    ['it-bo.localhost', 'https://errors.example.com/notices', false],
    ['bo.example.com', undefined, false],
  ])('%s with %s → %s', (host, url, expected) => {
    expect(reportingEnabled(host, url)).toBe(expected);
  });
});
