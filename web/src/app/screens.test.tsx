// A route's screen whose chunk never arrives fails into the route's error boundary after 120 s (spec §9), not loading forever.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@backoffice/shared';
import i18n, { i18nReady } from '../i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import { preloadable } from '../lib/lazy-screen';
import { FEATURE_ROUTES } from './screens';
import { ROUTES } from '@backoffice/shared';

describe('preloadable screens', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the error fallback once the chunk has not loaded for 120 s', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Screen } = preloadable(() => new Promise<never>(() => undefined));
    render(
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('common:errorBoundary.title'));
    expect(quiet).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
    quiet.mockRestore();
  });

  it('renders a screen that arrives in time', async () => {
    const { Screen } = preloadable(async () => ({ default: () => <p>Dashboard</p> }));
    render(
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});

describe('feature routes', () => {
  const declared = FEATURE_ROUTES.flatMap((routes) => Object.keys(routes));

  it('declare each route id once', () => {
    expect(declared.filter((id, index) => declared.indexOf(id) !== index)).toEqual([]);
  });

  it('name only route ids of the shared route table', () => {
    const known = new Set(ROUTES.map((route) => route.id));
    expect(declared.filter((id) => !known.has(id))).toEqual([]);
  });
});
