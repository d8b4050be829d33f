// The shop's mass import as staff meet it: pasted cells, each bad row named with its reason, nothing written until
// the bad rows are dropped, then one call writing the kept rows (the server places them after their category's last).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { englishKit } from '../../../components/form/test-utils';
import type { CatalogueCategory } from '../../ifm-service';
import { ProductImport } from './ProductImport';

const importProducts = vi.hoisted(() => vi.fn().mockResolvedValue(1));
vi.mock('../api/catalogue-writes', () => ({ importProducts }));

vi.setConfig({ testTimeout: 20_000 });

const categories = [
  { id: 'CAT_DRINKS', name: { EN: 'Drinks', IT: 'Bevande' } },
] as unknown as CatalogueCategory[];

describe('ProductImport', () => {
  beforeAll(async () => {
    await englishKit();
    await i18n.loadNamespaces(['shop']);
  });

  it('shows each bad row, writes nothing, then sends the kept rows to the import', async () => {
    const user = userEvent.setup();
    render(
      <ProductImport
        serviceId="SHOP_C_1001"
        currency="EUR"
        categories={categories}
        language="en"
        onClose={() => undefined}
      />,
    );
    const pasted = [
      'Category\tName\tPrice',
      'Drinks\tWater\t1.20',
      'Sweets\tCake\t3',
      'bevande\tJuice\tabc',
      'Drinks\t\t2',
    ].join('\n');
    fireEvent.change(screen.getByRole('textbox', { name: /Cells copied/ }), { target: { value: pasted } });
    await user.click(screen.getByRole('button', { name: 'Read the pasted cells' }));

    expect(await screen.findByText('Rows read: 4. With errors: 3.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(table).getByRole('row', { name: /^3 / })).toHaveTextContent(
      'No category of this service has this name or code',
    );
    expect(within(table).getByRole('row', { name: /^4 / })).toHaveTextContent('Price:');
    expect(within(table).getByRole('row', { name: /^5 / })).toHaveTextContent(
      'Enter the name in the default language',
    );
    expect(screen.getByRole('button', { name: 'Import rows (4)' })).toBeDisabled();
    expect(importProducts).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Drop the rows with errors (3)' }));
    await user.click(screen.getByRole('button', { name: 'Import rows (1)' }));
    expect(importProducts).toHaveBeenCalledWith(
      'SHOP_C_1001',
      [
        {
          category_id: 'CAT_DRINKS',
          name: { en: 'Water' },
          description: {},
          price: 1.2,
          points: 0,
          max_quantity: 99999,
          available: true,
        },
      ],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await screen.findByText('Import complete. Rows imported: 1.')).toBeInTheDocument();
  });
});
