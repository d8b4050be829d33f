// The import flow as staff meet it: paste or CSV, columns, preview with per-row errors, drop, progress, cancel.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { importParsers, moneySchema, pointsSchema, type ImportColumn } from '@backoffice/shared';
import { englishKit } from '../form/test-utils';
import { ImportFlow, type ImportWriteOptions } from './ImportFlow';

vi.setConfig({ testTimeout: 20_000 });

const schema = z.object({
  name: z.string('validation.user.nameRequired').min(1),
  price: moneySchema('EUR'),
  points: pointsSchema.optional(),
});
type Row = z.output<typeof schema>;
const columns: ImportColumn[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'price', label: 'Price', aliases: ['Prezzo'], required: true, parse: importParsers.amount },
  { key: 'points', label: 'Points', parse: importParsers.points },
];

type Write = (rows: Row[], options: ImportWriteOptions) => Promise<void>;

function renderFlow(write: Write = vi.fn<Write>().mockResolvedValue(undefined)) {
  render(<ImportFlow rowSchema={schema} columns={columns} write={write} />);
  return write;
}

async function paste(text: string) {
  // fireEvent, not user.type: typing thousands of characters key by key would take minutes in jsdom.
  fireEvent.change(screen.getByRole('textbox', { name: /Cells copied from Excel/ }), { target: { value: text } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Read the pasted cells' }));
}

const PASTED = ['Name\tPrezzo\tPoints', 'Pizza\t8,50\t10', '\t3\t', 'Acqua\tabc\t1,5', 'Caffè\t1,20\t'].join('\n');

describe('ImportFlow', () => {
  beforeAll(englishKit);

  it('previews pasted cells with each invalid row, field and translated message, and blocks the import', async () => {
    const write = renderFlow();
    await paste(PASTED);
    expect(await screen.findByText('Rows read: 4. With errors: 2.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Price/ })).toHaveValue('1');
    const table = screen.getByRole('table', { name: 'Rows to import' });
    const row3 = within(table).getByRole('row', { name: /^3 / });
    expect(row3).toHaveTextContent('Name: Name required');
    const row4 = within(table).getByRole('row', { name: /^4 / });
    expect(row4).toHaveTextContent('Price: Enter an amount, e.g. 12,50');
    expect(row4).toHaveTextContent('Points: Enter a whole number of points, 0 or more');
    expect(screen.getByText('Fix the rows with errors in your file, or drop them, before importing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import rows (4)' })).toBeDisabled();
    expect(write).not.toHaveBeenCalled();
  });

  it('after dropping the invalid rows writes the rest with progress and reports the result', async () => {
    const user = userEvent.setup();
    let report: ImportWriteOptions['onProgress'] = () => undefined;
    let finish: () => void = () => undefined;
    const write = renderFlow(
      vi.fn<Write>((_rows, options) => {
        report = options.onProgress;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    await paste(PASTED);
    await user.click(await screen.findByRole('button', { name: 'Drop the rows with errors (2)' }));
    expect(screen.getByText('Rows with errors dropped: 2. They will not be imported.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import rows (2)' }));
    expect(write).toHaveBeenCalledWith(
      [
        { name: 'Pizza', price: 8.5, points: 10 },
        { name: 'Caffè', price: 1.2 },
      ],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    report(1, 2);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Importing…' })).toHaveAttribute('aria-valuenow', '50'));
    finish();
    expect(await screen.findByText('Import complete. Rows imported: 2.')).toBeInTheDocument();
  });

  it('cancel aborts the write and says nothing was written', async () => {
    const user = userEvent.setup();
    renderFlow(
      (_rows, { signal }) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { name: 'AbortError' }))),
        ),
    );
    await paste('Name;Price\nPizza;8,50\n');
    await user.click(await screen.findByRole('button', { name: 'Import rows (1)' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('Import cancelled: nothing was written.')).toBeInTheDocument();
  });

  it('a refused write says nothing was written, and why, in the user language', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFlow(vi.fn<Write>().mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied', rolledBack: true })));
    await paste('Name,Price\nPizza,8.50\n');
    await user.click(await screen.findByRole('button', { name: 'Import rows (1)' }));
    expect(await screen.findByText('Import failed: nothing was written. You are not allowed to make this change.')).toBeInTheDocument();
  });

  it('reads a CSV file separated by semicolons and asks for a required column it lacks', async () => {
    const user = userEvent.setup();
    const { container } = render(<ImportFlow rowSchema={schema} columns={columns} write={vi.fn()} />);
    const file = new File(['\uFEFFName;Points\n"Pasta; al forno";3\n'], 'products.csv', { type: 'text/csv' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a column for every required field: Price');
    expect(screen.getByRole('button', { name: 'Import rows (0)' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Price/ }), 'Points');
    expect(await screen.findByText('Rows read: 1. With errors: 0.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows to import' })).toHaveTextContent('Pasta; al forno');
  });

  it('previews the first 200 of 5,000 pasted rows plus the rows with errors', async () => {
    renderFlow();
    const lines = Array.from({ length: 5000 }, (_, index) => (index === 4000 ? `\t1` : `Product ${index}\t${index},50`));
    const started = performance.now();
    await paste(['Name\tPrice', ...lines].join('\n'));
    expect(await screen.findByText('Rows read: 5000. With errors: 1.')).toBeInTheDocument();
    expect(screen.getByText('Showing 201 of 5000 rows: the first 200 and the rows with errors.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows to import' })).getByRole('row', { name: /^4002 / })).toHaveTextContent('Name required');
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
