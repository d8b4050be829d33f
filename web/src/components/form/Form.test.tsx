// The form kit as staff meet it: errors under fields after blur/submit, focus on the first invalid field, Save
// busy while saving, a toast when done, a refused write as an alert, money/points/time range inputs.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { MemoryRouter } from 'react-router-dom';
import { moneySchema, pointsSchema, timeRangeSchema } from '@backoffice/shared';
import { Form, SubmitButton } from './Form';
import { CheckboxInput, NumberInput, SelectInput, TextAreaInput, TextInput } from './fields';
import { MoneyInput, PointsInput } from './AmountInputs';
import { TimeRangeInput } from './TimeRangeInput';
import { useSchemaForm } from './useSchemaForm';
import { englishKit } from './test-utils';

const toast = vi.hoisted(() => vi.fn());
// Typing with user-event in jsdom is slow when the whole web suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../lib/ui-actions', () => ({ showToast: toast }));

const schema = z.object({
  name: z.string().min(1, 'validation.user.nameRequired'),
  code: z.string().min(2),
  notes: z.string().optional(),
  kind: z.enum(['a', 'b']),
  active: z.boolean(),
  quantity: z.number().int().min(1).optional(),
  price: moneySchema('EUR'),
  pesos: moneySchema('CLP').optional(),
  points: pointsSchema,
  hours: timeRangeSchema,
});
type Values = z.output<typeof schema>;

function Demo({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useSchemaForm(schema, {
    name: '',
    code: '',
    kind: 'a',
    active: false,
    price: 3.5,
    points: 0,
    hours: { from: '08:00', to: '12:00' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} guardUnsaved={false}>
      <TextInput name="name" label="Name" required />
      <TextInput name="code" label="Code" />
      <TextAreaInput name="notes" label="Notes" />
      <SelectInput name="kind" label="Kind" options={[{ value: 'a', label: 'Kind A' }, { value: 'b', label: 'Kind B' }]} />
      <CheckboxInput name="active" label="Active" variant="switch" />
      <NumberInput name="quantity" label="Quantity" />
      <MoneyInput name="price" label="Price" currency="EUR" />
      <MoneyInput name="pesos" label="Price in pesos" currency="CLP" />
      <PointsInput name="points" label="Points" />
      <TimeRangeInput name="hours" legend="Opening hours" />
      <SubmitButton />
    </Form>
  );
}

function renderDemo(onSubmit = vi.fn<(values: Values) => Promise<void>>().mockResolvedValue(undefined)) {
  render(
    <MemoryRouter>
      <Demo onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('Form kit', () => {
  beforeAll(englishKit);

  it('shows a translated error under a field after blur, not before', async () => {
    const user = userEvent.setup();
    renderDemo();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.click(name);
    expect(screen.queryByText('Name required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name required');
    await user.type(name, 'Pasta');
    await waitFor(() => expect(screen.queryByText('Name required')).not.toBeInTheDocument());
  });

  it('on submit checks every field, translates zod codes and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name required')).toBeInTheDocument();
    // z.string().min(2) carries no key of ours: the kit's text for its code, never zod's English default.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Too short or too small');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stores money and points as numbers and checks decimals per currency (EUR 2, CLP 0)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDemo();
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('3,50');
    await user.clear(price);
    await user.type(price, '1.234,5');
    await user.tab();
    expect(price).toHaveValue('1.234,50');
    await user.type(screen.getByRole('textbox', { name: 'Price in pesos' }), '12300,5');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pasta');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'PA');
    const points = screen.getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '1,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too many decimals for this currency')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of points, 0 or more')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Price in pesos' }));
    await user.type(screen.getByRole('textbox', { name: 'Price in pesos' }), '12.300');
    await user.clear(points);
    await user.type(points, '15');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Pasta', code: 'PA', kind: 'b', active: true, price: 1234.5, pesos: 12300, points: 15 });
  });

  it.each([
    ['12:00', '12:00', 'The start time must be earlier than the end time'],
    ['13:00', '12:00', 'The start time must be earlier than the end time'],
    ['0800', '12:00', 'Enter the time as HH:MM'],
  ])('time range %s–%s → "%s" under the pair (spec §5)', async (from, to, message) => {
    const user = userEvent.setup();
    const onSubmit = renderDemo();
    const group = screen.getByRole('group', { name: 'Opening hours' });
    await user.clear(screen.getByRole('textbox', { name: 'From' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), from);
    await user.clear(screen.getByRole('textbox', { name: 'To' }));
    await user.type(screen.getByRole('textbox', { name: 'To' }), to);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription(message), { timeout: 3000 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Save busy while saving, then toasts "Saved"', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = renderDemo(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pasta');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'PA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(toast).toHaveBeenCalledWith('Saved', 'success');
  });

  it('shows a write refused by the rules as an alert in the user language', async () => {
    const user = userEvent.setup();
    renderDemo(vi.fn().mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pasta');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'PA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to make this change.');
  });
});
