// Rich text: the sanitiser drops scripts, handlers and javascript: links; the editor never puts unsanitised HTML
// into the page (loaded value, source view, preview) and reports an emptied editor as "".
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { MemoryRouter } from 'react-router-dom';
import { sanitizeRichText } from '../../lib/rich-text';
import { Form } from './Form';
import { RichTextInput } from './RichTextInput';
import { useSchemaForm } from './useSchemaForm';
import { englishKit } from './test-utils';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../lib/ui-actions', () => ({ showToast: vi.fn() }));

const HOSTILE = '<p>Hi <b>there</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">x</a>';

describe('sanitizeRichText', () => {
  it.each([
    [HOSTILE, '<p>Hi <b>there</b></p><a>x</a>'],
    ['<h2 style="color:red" onclick="x()">Title</h2>', '<h2>Title</h2>'],
    ['<a href="https://example.com" target="_blank" rel="noopener">ok</a>', '<a href="https://example.com" target="_blank" rel="noopener">ok</a>'],
    ['<ul><li>one</li></ul><iframe src="https://evil.test"></iframe>', '<ul><li>one</li></ul>'],
    ['<svg><script>alert(1)</script></svg><p>after</p>', '<p>after</p>'],
  ])('%s → %s', (html, clean) => expect(sanitizeRichText(html)).toBe(clean));
});

const schema = z.object({ body: z.string() });

function Demo({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const form = useSchemaForm(schema, { body: initial });
  return (
    <MemoryRouter>
      <Form form={form} onSubmit={(values) => onValue(values.body)} guardUnsaved={false}>
        <RichTextInput name="body" label="Body" />
        <button type="submit">Save</button>
      </Form>
    </MemoryRouter>
  );
}

describe('RichTextInput', () => {
  beforeAll(englishKit);

  it('loads a stored hostile value sanitised into the editor and the preview', async () => {
    render(<Demo initial={HOSTILE} onValue={vi.fn()} />);
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Hi <b>there</b></p><a>x</a>'));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('keeps typed source as text until saved, previews it sanitised, and reports an emptied editor as ""', async () => {
    const saved = vi.fn();
    const user = userEvent.setup();
    render(<Demo initial="<p>Start</p>" onValue={saved} />);
    await user.click(await screen.findByRole('button', { name: 'HTML' }));
    const source = screen.getByRole('textbox', { name: 'Body' });
    await user.clear(source);
    await user.click(source);
    await user.paste(HOSTILE);
    expect(screen.getByRole('region', { name: 'Preview' }).innerHTML).not.toMatch(/onerror|<script/);
    expect(document.querySelector('[onerror]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(HOSTILE));

    // Back to the visual editor: what it shows is sanitised; emptying it reports "".
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const editor = screen.getByRole('textbox', { name: 'Body' });
    expect(editor.innerHTML).toBe('<p>Hi <b>there</b></p><a>x</a>');
    editor.innerHTML = '<p><br></p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenLastCalledWith(''));
  });
});
