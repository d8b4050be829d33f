// The SLA period picker as a user meets it: presets in whole weeks, two days by hand, a period that ends before it starts refused.
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { i18nReady } from '../../../i18n';
import { PeriodPicker } from './PeriodPicker';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['customerCareSla', 'common']);
});

const TODAY = '2026-11-26';

function renderPicker(period = { from: '2026-08-31', to: TODAY }) {
  const onChange = vi.fn();
  render(
    <Suspense fallback={null}>
      <PeriodPicker period={period} today={TODAY} onChange={onChange} />
    </Suspense>,
  );
  return onChange;
}

describe('PeriodPicker', () => {
  it('shows the default period as its preset and offers whole weeks ending today', async () => {
    const onChange = renderPicker();
    const select = await screen.findByLabelText('Period');
    expect(select).toHaveValue('12');
    await userEvent.selectOptions(select, '4');
    expect(onChange).toHaveBeenCalledWith({ from: '2026-10-26', to: TODAY });
  });

  it('takes two days by hand and refuses a period ending before it starts, under its field', async () => {
    const onChange = renderPicker({ from: '2026-11-16', to: '2026-11-22' });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end comes before the start.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-29');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-23', to: '2026-11-29' });
  });
});
