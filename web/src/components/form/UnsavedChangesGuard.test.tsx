// Leaving a dirty form asks first, under the shell's BrowserRouter kind and under a data router; reload asks too.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Link, MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { Form, SubmitButton } from './Form';
import { TextInput } from './fields';
import { useSchemaForm } from './useSchemaForm';
import { englishKit } from './test-utils';

// Typing with user-event in jsdom is slow when the whole web suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../lib/ui-actions', () => ({ showToast: vi.fn() }));

const schema = z.object({ name: z.string() });

function EditPage() {
  const form = useSchemaForm(schema, { name: 'Pasta' });
  return (
    <>
      <Link to="/list">Back to the list</Link>
      <Form form={form} onSubmit={async () => undefined}>
        <TextInput name="name" label="Name" />
        <SubmitButton />
      </Form>
    </>
  );
}
const ListPage = () => <h1>The list</h1>;

const variants = {
  'MemoryRouter (navigator variant, as under BrowserRouter)': () =>
    render(
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route path="/edit" element={<EditPage />} />
          <Route path="/list" element={<ListPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  'data router (useBlocker)': () =>
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/edit', element: <EditPage /> },
            { path: '/list', element: <ListPage /> },
          ],
          { initialEntries: ['/edit'] },
        )}
      />,
    ),
};

describe.each(Object.entries(variants))('UnsavedChangesGuard under %s', (_name, renderPage) => {
  beforeAll(englishKit);

  it('leaves at once when nothing changed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Cancel stays, Leave goes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' al forno');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes have not been saved.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pasta al forno');

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('asks the browser on reload or tab close only while dirty, and no longer after a save', async () => {
    const user = userEvent.setup();
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    await waitFor(() => expect(unload()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unload()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });
});
