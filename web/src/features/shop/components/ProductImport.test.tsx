// The shop's mass import as staff meet it: pasted cells, each bad row named with its reason, nothing written until
// the bad rows are dropped, then one write of the product documents placed after their category's last product.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { englishKit } from '../../../components/form/test-utils';
import type { CatalogueCategory, CatalogueProduct } from '../../ifm-service';
import { ProductImport } from './ProductImport';

const importProducts = vi.hoisted(() => vi.fn().mockResolvedValue(['P1']));
vi.mock('../api/catalogue-writes', () => ({ importProducts }));

vi.setConfig({ testTimeout: 20_000 });

const categories = [
  { id: 'CAT_DRINKS', name: { EN: 'Drinks', IT: 'Bevande' } },
] as unknown as CatalogueCategory[];
const products = new Map([['CAT_DRINKS', [{ id: 'P0', pos: 7 } as CatalogueProduct]]]);

describe('ProductImport', () => {
  beforeAll(async () => {
    await englishKit();
    await i18n.loadNamespaces(['shop']);
  });

  it('shows each bad row, writes nothing, then writes the kept rows after the category', async () => {
    const user = userEvent.setup();
    render(
      <ProductImport
        serviceId="SHOP_C_1001"
        tag="shop"
        currency="EUR"
        categories={categories}
        products={products}
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
        expect.objectContaining({
          category_id: 'CAT_DRINKS',
          name: { en: 'Water' },
          price: 1.2,
          pos: 8,
          services: ['shop'],
        }),
      ],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await screen.findByText('Import complete. Rows imported: 1.')).toBeInTheDocument();
  });
});
