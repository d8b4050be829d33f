// The suggestions input as a user meets it: nothing below 2 characters, matches on any language label, a click picks,
// and the list is cleared 600 ms after the input loses focus (spec §2, §9).
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuggestionInput } from './SuggestionInput';

const ITEMS = [
  { value: 'Bicocca Tech S.r.l.' },
  { value: 'Milano Insurance S.p.A.', labels: { en: 'Milan Insurance' } },
  { value: 'Lingotto Automotive S.p.A.' },
];

function Harness({ onPick }: { onPick?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SuggestionInput
      label="Company"
      value={value}
      items={ITEMS}
      onValueChange={(next) => {
        setValue(next);
        onPick?.(next);
      }}
    />
  );
}

describe('SuggestionInput', () => {
  it('suggests from 2 characters, by value or label, and picks on click', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Company' });
    fireEvent.change(input, { target: { value: 'm' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'milan' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Milano Insurance S.p.A.',
    ]);
    fireEvent.change(input, { target: { value: 's.p.a' } });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Lingotto Automotive S.p.A.' }));
    expect(onPick).toHaveBeenLastCalledWith('Lingotto Automotive S.p.A.');
    expect(input).toHaveValue('Lingotto Automotive S.p.A.');
  });

  it('clears the suggestions 600 ms after blur, not before', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Company' });
      fireEvent.change(input, { target: { value: 'bic' } });
      expect(screen.getAllByRole('option')).toHaveLength(1);
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(599));
      expect(screen.getAllByRole('option')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryAllByRole('option')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
