// The signage week timeline as a reader meets it: a figure named after the screen, each weekday's stretches placed on
// the 24-hour axis with their schedule and hours, a day with nothing said so.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18n, { i18nReady } from '../../../i18n';
import type { ScheduleDoc } from '../api/signage';
import { Timeline } from './Timeline';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['signage']);
});

const schedule = (id: string, patch: Partial<ScheduleDoc>): ScheduleDoc & { id: string } =>
  ({
    id,
    kind: 'schedule',
    screen_id: 'SC_1',
    name: id,
    weekdays: [1, 2, 3, 4, 5],
    from: '07:00',
    to: '19:00',
    items: [{ kind: 'board', board: 'menu', seconds: 20 }],
    ...patch,
  }) as ScheduleDoc & { id: string };

describe('Timeline', () => {
  it("places the screen's stretches per weekday: the lunch slot cuts the all-day playlist, Sunday is empty", () => {
    const { container } = render(
      <Timeline
        screenId="SC_1"
        screenName="Tills"
        schedules={[
          schedule('All day', {}),
          schedule('Lunch', { from: '12:00', to: '15:00' }),
          schedule('Elsewhere', { screen_id: 'SC_2' }),
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Week of Tills' });
    const monday = container.querySelector('li[data-weekday="1"]') as HTMLElement;
    expect(within(monday).getByText('Monday')).toBeInTheDocument();
    const stretches = [...monday.querySelectorAll<HTMLElement>('[data-schedule]')];
    expect(stretches.map((element) => element.getAttribute('title'))).toEqual([
      'All day, 07:00–12:00',
      'Lunch, 12:00–15:00',
      'All day, 15:00–19:00',
    ]);
    // The name is shown; the screen reader hears the name with its hours.
    expect(within(stretches[1]!).getByText('Lunch, 12:00–15:00')).toHaveClass('sr-only');
    expect(stretches[1]!.style.left).toBe('50%');
    expect(stretches[1]!.style.width).toBe('12.5%');
    expect(figure.textContent).not.toContain('Elsewhere');
    expect(
      within(container.querySelector('li[data-weekday="7"]') as HTMLElement).getByText('Nothing scheduled'),
    ).toBeInTheDocument();
  });
});
