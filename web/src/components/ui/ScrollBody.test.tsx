// The dialog body is a tab stop only while its content overflows (axe scrollable-region-focusable).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScrollBody } from './ScrollBody';

function sized(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('ScrollBody', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a tab stop when its content overflows', () => {
    sized(900, 400);
    render(<ScrollBody>long text</ScrollBody>);
    expect(screen.getByText('long text')).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop when everything fits', () => {
    sized(300, 400);
    render(<ScrollBody>short text</ScrollBody>);
    expect(screen.getByText('short text')).not.toHaveAttribute('tabindex');
  });
});
