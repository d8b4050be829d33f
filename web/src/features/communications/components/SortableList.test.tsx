// The organize list: the keyboard moves an item (space, arrow, space) and the up/down buttons do too, each announced.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { i18nReady } from '../../../i18n';
import { SortableList } from './SortableList';

const items = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['communications', 'common']);
});

describe('SortableList', () => {
  it('moves with the up and down buttons', async () => {
    const onReorder = vi.fn();
    render(<SortableList label="Areas" items={items} onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Beta down' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
  });

  it('picks an item up with the keyboard, announces where it is, and escape cancels', async () => {
    const onReorder = vi.fn();
    render(<SortableList label="Areas" items={items} onReorder={onReorder} />);
    const region = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    screen.getByRole('button', { name: 'Move Alpha' }).focus();
    await userEvent.keyboard(' ');
    // dnd-kit announces the pick-up, then at once where the item is (over itself): the region keeps the latest.
    await waitFor(() => expect(region()).toBe('Alpha is over position 1.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region()).toBe('Moving Alpha cancelled.'));
    expect(onReorder).not.toHaveBeenCalled();
  });
});
