// Help texts as a user meets them: pictures and recordings become keyboard buttons that open the shell's image and
// video modals (spec §2); hostile markup in a help body stays inert.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { i18nReady } from '../../../i18n';
import { getSessionState, resetSessionState } from '../../../lib/session-state';
import { HelpHtml } from './HelpHtml';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['help']);
});
beforeEach(() => resetSessionState());

const PICTURE =
  'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%27http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%27%2F%3E';

describe('HelpHtml', () => {
  it('opens a picture in the image modal from the keyboard', async () => {
    render(
      <HelpHtml
        html={`<p>The list.</p><figure><img src="${PICTURE}" alt="Orders list"><figcaption>Orders list</figcaption></figure>`}
      />,
    );
    const button = screen.getByRole('button', { name: /^Orders list\s*\(open the enlarged image\)$/ });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(getSessionState().imageModal).toEqual({ visible: true, src: PICTURE });
    expect(getSessionState().videoModal.visible).toBe(false);
  });

  it('opens a recording in the video modal by click', async () => {
    render(
      <HelpHtml
        html={'<figure><video src="/help-media/ifm-status.webm" title="Changing a status"></video></figure>'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play the video: Changing a status' }));
    expect(getSessionState().videoModal).toEqual({ visible: true, src: '/help-media/ifm-status.webm' });
    expect(document.querySelector('video')).toBeNull();
  });

  it.each([
    '<img src="x" onerror="window.__pwned = 1">',
    '<script>window.__pwned = 2</script>',
    '<a href="javascript:window.__pwned = 3">link</a>',
    '<video src="javascript:window.__pwned = 4"></video>',
    '<svg><script>window.__pwned = 5</script></svg>',
    '<iframe src="javascript:window.__pwned = 6"></iframe>',
  ])('keeps %s inert', async (hostile) => {
    const { container } = render(<HelpHtml html={`<p>Safe</p>${hostile}`} />);
    expect(screen.getByText('Safe')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror], [href^="javascript:"]')).toBeNull();
    for (const button of container.querySelectorAll('button')) await userEvent.click(button);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(getSessionState().videoModal.src ?? '').not.toMatch(/^javascript:/);
  });
});
