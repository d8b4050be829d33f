// Texts per language: a tab per language with a completeness mark, arrow keys between tabs, errors bring their tab.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { MemoryRouter } from 'react-router-dom';
import { Form, SubmitButton } from './Form';
import { TranslatableFields, completeness } from './TranslatableFields';
import { useSchemaForm } from './useSchemaForm';
import { englishKit } from './test-utils';

// Typing with user-event in jsdom is slow when the whole web suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../lib/ui-actions', () => ({ showToast: vi.fn() }));

const schema = z.object({
  title: z.record(z.string(), z.string()).refine((map) => (map.it ?? '').trim() !== '', { error: 'validation.user.nameRequired', path: ['it'] }),
  text: z.record(z.string(), z.string()),
});

function Demo({ languages }: { languages?: 'ui' | 'communication' }) {
  const form = useSchemaForm(schema, { title: { en: 'Lunch', es: 'Almuerzo' }, text: { en: 'Daily menu' } });
  return (
    <MemoryRouter>
      <Form form={form} onSubmit={vi.fn()} guardUnsaved={false}>
        <TranslatableFields languages={languages} fields={[{ name: 'title', label: 'Title' }, { name: 'text', label: 'Text', multiline: true }]} />
        <SubmitButton />
      </Form>
    </MemoryRouter>
  );
}

describe('completeness', () => {
  it.each([
    [[{ en: 'a' }, { en: 'b' }], 'en', 'complete'],
    [[{ en: 'a' }, { en: '  ' }], 'en', 'partial'],
    [[{ en: 'a' }, {}], 'it', 'empty'],
    [[undefined, null], 'en', 'empty'],
  ])('%j in %s → %s', (values, language, expected) => expect(completeness(values, language)).toBe(expected));
});

describe('TranslatableFields', () => {
  beforeAll(englishKit);

  it('shows the eight UI languages, or the four communication languages, each with its mark', () => {
    const { unmount } = render(<Demo />);
    expect(screen.getAllByRole('tab')).toHaveLength(8);
    unmount();
    render(<Demo languages="communication" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[●◐○!]/g, '').trim())).toEqual(['English', 'Italiano', 'Español', 'Français']);
    expect(screen.getByRole('tab', { name: 'English complete' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Español partly filled' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Italiano empty' })).toBeInTheDocument();
  });

  it('updates the mark while typing and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Demo languages="communication" />);
    await user.click(screen.getByRole('tab', { name: /English/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pranzo');
    expect(screen.getByRole('tab', { name: 'Italiano partly filled' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Menu del giorno');
    expect(screen.getByRole('tab', { name: 'Italiano complete' })).toBeInTheDocument();
  });

  it('after a failed submit opens the tab of the error and focuses its field', async () => {
    const user = userEvent.setup();
    render(<Demo languages="communication" />);
    expect(screen.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Italiano empty, has errors' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Name required');
  });
});
