// The kit's export panel as a user meets it: pick a format, export exactly the rows read, cancel, refusals, failures.
import Papa from 'papaparse';
import { Suspense } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportTooLargeError, type ExportColumn } from '@backoffice/shared';
import i18n, { i18nReady } from '../../i18n';
import { ExportPanel, type ExportPanelProps } from './ExportPanel';
import type { ReadRowsOptions } from './useExport';

interface Dish {
  name: string;
  price: number;
  servedAt: Date;
}
const rows: Dish[] = [
  { name: 'Lasagne', price: 9.5, servedAt: new Date(2026, 10, 21, 12, 30) },
  { name: '=2+3', price: -1, servedAt: new Date(2026, 10, 22, 13, 0) },
  { name: 'Tiramisù; "classico"', price: 4, servedAt: new Date(2026, 10, 23, 12, 45) },
];
// Headers come from another namespace (`ns:key`), as a screen's columns do.
const columns: ExportColumn<Dish>[] = [
  { id: 'name', headerKey: 'ifmRequests:export.columns.notes', type: 'text', value: (dish) => dish.name },
  { id: 'price', headerKey: 'ifmRequests:export.columns.total', type: 'money', value: (dish) => dish.price },
  {
    id: 'servedAt',
    headerKey: 'ifmRequests:export.columns.requestDate',
    type: 'date',
    value: (dish) => dish.servedAt,
  },
];

/** A row reader as the data layer's: one batch per row, progress after each, stops when aborted. */
function reader(list: Dish[], pauseAfter?: number) {
  return vi.fn(async ({ signal, onProgress, maxRows }: ReadRowsOptions) => {
    const read: Dish[] = [];
    for (const dish of list) {
      signal.throwIfAborted();
      read.push(dish);
      if (read.length > maxRows) throw new ExportTooLargeError(maxRows);
      onProgress(read.length);
      if (read.length === pauseAfter)
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      await Promise.resolve();
    }
    return read;
  });
}

let saved: { blob: Blob; name: string }[];
let pending: Blob | null;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['export', 'ifmRequests', 'common']);
  // The toaster asks for the user's reduced-motion preference, which jsdom does not implement.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

beforeEach(() => {
  saved = [];
  pending = null;
  // The browser's download: the blob handed to an object URL and the link clicked with its file name.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: pending!, name: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  // The toast store outlives a render: each test starts without the last one's toasts.
  toast.remove();
});

function renderPanel(props: Partial<ExportPanelProps<Dish>> = {}) {
  const readRows = props.readRows ?? reader(rows);
  render(
    <Suspense fallback={null}>
      {/* Done and cancelled are told by a toast, as in the app's shell. */}
      <Toaster />
      <ExportPanel
        columns={columns}
        readRows={readRows}
        fileName={['menu', 'C_1001']}
        total={rows.length}
        {...props}
      />
    </Suspense>,
  );
  return readRows;
}

const startButton = () => screen.findByRole('button', { name: 'Export' });

describe('ExportPanel', () => {
  it('offers the four formats of spec §3 in a select named exportFormat', async () => {
    renderPanel();
    const select = await screen.findByRole('combobox', { name: 'Export format' });
    expect(select).toHaveAttribute('name', 'exportFormat');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'csv',
      'csv_international',
      'xlsx',
      'txt',
    ]);
  });

  it.each([
    ['csv', ';', 'menu_C_1001_\\d{4}-\\d{2}-\\d{2}\\.csv', ['9,50', '-1,00', '4,00']],
    ['txt', '\t', 'menu_C_1001_\\d{4}-\\d{2}-\\d{2}\\.txt', ['9.50', '-1.00', '4.00']],
  ] as const)(
    '%s: saves one file holding exactly the rows read, headers translated',
    async (format, delimiter, name, prices) => {
      const user = userEvent.setup();
      renderPanel();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Export format' }), format);
      await user.click(await startButton());
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toMatch(new RegExp(`^${name}$`));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer());
      const parsed = Papa.parse<string[]>(text.slice(1), { delimiter }).data;
      expect(parsed[0]).toEqual(['Notes', 'Total', 'Request date']);
      expect(parsed.slice(1).map((row) => row[0])).toEqual(['Lasagne', "'=2+3", 'Tiramisù; "classico"']);
      expect(parsed.slice(1).map((row) => row[1])).toEqual(prices);
      expect(await screen.findByText('3 rows exported.')).toBeInTheDocument();
    },
  );

  it('takes columns made from the rows read, a literal label heading a data-driven column', async () => {
    const user = userEvent.setup();
    const made = vi.fn((read: readonly Dish[]): ExportColumn<Dish>[] => [
      columns[0]!,
      ...read.slice(0, 2).map((dish) => ({
        id: `price:${dish.name}`,
        headerKey: 'ifmRequests:export.columns.total',
        label: `=${dish.name}`,
        type: 'money' as const,
        value: (row: Dish) => (row === dish ? row.price : null),
      })),
    ]);
    renderPanel({ columns: made });
    await user.click(await startButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(made).toHaveBeenCalledWith(rows);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer());
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    // The label is written as it is (not translated), neutralised like any header.
    expect(parsed[0]).toEqual(['Notes', "'=Lasagne", "'==2+3"]);
    expect(parsed[1]).toEqual(['Lasagne', '9,50', '']);
  });

  it('cancel while reading stops the reader and saves nothing', async () => {
    const user = userEvent.setup();
    const readRows = reader(rows, 2);
    renderPanel({ readRows });
    await user.click(await startButton());
    expect(await screen.findByRole('progressbar', { name: 'Rows read: 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(readRows.mock.calls[0]![0].signal.aborted).toBe(true);
    // Give a late writer every chance to run: still nothing saved.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('cancel while the file is being written drops the file', async () => {
    const user = userEvent.setup();
    renderPanel({
      // The writer reads the first cell, and the user cancels right then.
      columns: [
        {
          ...columns[0]!,
          value: (dish) => {
            screen.getByRole('button', { name: 'Cancel export' }).click();
            return dish.name;
          },
        },
      ],
    });
    await user.click(await startButton());
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('refuses a list above the limit before reading a row', async () => {
    const user = userEvent.setup();
    const readRows = renderPanel({ total: 6, maxRows: 5 });
    await user.click(await startButton());
    expect(
      await screen.findByText('At most 5 rows can be exported: narrow the filters.'),
    ).toBeInTheDocument();
    expect(readRows).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('refuses when the list grew past the limit while it was read', async () => {
    const user = userEvent.setup();
    renderPanel({ total: 2, maxRows: 2 });
    await user.click(await startButton());
    expect(
      await screen.findByText('At most 2 rows can be exported: narrow the filters.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows a failure and saves nothing when the reader fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPanel({ readRows: vi.fn(() => Promise.reject(new Error('permission-denied'))) });
    await user.click(await startButton());
    expect(await screen.findByText('The export failed. Try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is disabled for an empty list and when the screen is not ready', async () => {
    renderPanel({ total: 0 });
    expect(await startButton()).toBeDisabled();
  });
});
