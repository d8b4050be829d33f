// Texts per language: a tab per language with a completeness mark, arrow keys between tabs, errors bring their tab.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { MemoryRouter } from 'react-router-dom';
import { Form, SubmitButton } from './Form';
import { TranslatableFields, completeness } from './TranslatableFields';
import { TextInput } from './fields';
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

  it("shows an issue of the whole group (no language in its path) above the tabs, beside another field's error", async () => {
    const groupSchema = z.object({
      name: z.record(z.string(), z.string()).refine((map) => Object.values(map).some((text) => text.trim() !== ''), {
        error: 'validation.user.nameRequired',
      }),
      code: z.string().regex(/^[A-Z]+$/, { error: 'validation.invalid' }),
    });
    function Group() {
      const form = useSchemaForm(groupSchema, { name: {}, code: '' });
      return (
        <MemoryRouter>
          <Form form={form} onSubmit={vi.fn()} guardUnsaved={false}>
            <TranslatableFields languages="communication" fields={[{ name: 'name', label: 'Name' }]} />
            <TextInput name="code" label="Code" />
            <SubmitButton />
          </Form>
        </MemoryRouter>
      );
    }
    const user = userEvent.setup();
    render(<Group />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'e2e-bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Card');
    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'CARD');
    await waitFor(() => expect(screen.queryByText('Name required')).not.toBeInTheDocument());
  });

  it('Save keeps the focus in the field being left on mouse down (its blur check cannot move Save away first)', () => {
    render(<Demo />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(fireEvent.mouseDown(save)).toBe(false);
  });
});
