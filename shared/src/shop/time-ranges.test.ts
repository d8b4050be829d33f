// Time ranges of hours (spec §5): the rule on one range, then overlaps, gaps and ranges outside the service hours.
import { describe, expect, it } from 'vitest';
import { analyseTimeRanges, minutesToTime, timeRangeProblem } from './time-ranges';

describe('timeRangeProblem (spec §5: from strictly earlier than to, both HH:MM with a colon)', () => {
  it.each([
    [{ from: '07:30', to: '16:00' }, null],
    [{ from: '7:30', to: '9:05' }, null],
    [{ from: '12:00', to: '12:00' }, 'order'],
    [{ from: '16:00', to: '07:30' }, 'order'],
    [{ from: '0730', to: '16:00' }, 'format'],
    [{ from: '07.30', to: '16:00' }, 'format'],
    [{ from: '07:30', to: '24:00' }, 'format'],
    [{ from: '07:30', to: '' }, 'format'],
  ])('%j → %s', (range, problem) => expect(timeRangeProblem(range)).toBe(problem));
});

describe('analyseTimeRanges', () => {
  const service = { from: '07:30', to: '16:00' };

  it('accepts touching ranges: no overlap, no gap between them', () => {
    expect(
      analyseTimeRanges(
        [
          { from: '07:30', to: '12:00' },
          { from: '12:00', to: '16:00' },
        ],
        service,
      ),
    ).toEqual({
      invalid: [],
      overlaps: [],
      gaps: [],
      outside: [],
    });
  });

  it('finds the overlapping pair and the shared stretch', () => {
    const result = analyseTimeRanges([
      { from: '11:00', to: '14:00' },
      { from: '08:00', to: '09:00' },
      { from: '13:30', to: '15:00' },
    ]);
    expect(result.overlaps).toEqual([{ first: 0, second: 2, from: '13:30', to: '14:00' }]);
  });

  it('shows the gaps inside the service hours, at both ends and between ranges', () => {
    const result = analyseTimeRanges(
      [
        { from: '11:00', to: '12:00' },
        { from: '08:00', to: '10:00' },
      ],
      service,
    );
    expect(result.gaps).toEqual([
      { from: '07:30', to: '08:00' },
      { from: '10:00', to: '11:00' },
      { from: '12:00', to: '16:00' },
    ]);
  });

  it('without bounds, shows only the gaps between the first and the last range', () => {
    expect(
      analyseTimeRanges([
        { from: '12:00', to: '14:00' },
        { from: '08:00', to: '10:00' },
      ]).gaps,
    ).toEqual([{ from: '10:00', to: '12:00' }]);
  });

  it('marks ranges reaching outside the service hours', () => {
    expect(
      analyseTimeRanges(
        [
          { from: '07:00', to: '08:00' },
          { from: '09:00', to: '10:00' },
          { from: '15:00', to: '17:00' },
        ],
        service,
      ).outside,
    ).toEqual([0, 2]);
  });

  it('leaves invalid ranges out of overlaps and gaps, and says why they are invalid', () => {
    const result = analyseTimeRanges(
      [
        { from: '10:00', to: '09:00' },
        { from: '7:30', to: '16:00' },
        { from: 'noon', to: '13:00' },
      ],
      service,
    );
    expect(result.invalid).toEqual([
      { index: 0, problem: 'order' },
      { index: 2, problem: 'format' },
    ]);
    expect(result.overlaps).toEqual([]);
    expect(result.gaps).toEqual([]);
  });

  it('an empty list leaves the whole service hours as one gap', () => {
    expect(analyseTimeRanges([], service).gaps).toEqual([service]);
  });

  it('writes minutes back as HH:MM', () => {
    expect([0, 5, 450, 1439].map(minutesToTime)).toEqual(['00:00', '00:05', '07:30', '23:59']);
  });
});
