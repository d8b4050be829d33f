// Percentiles and formatting shared by the benchmark modules.

/** The p-th percentile (nearest rank) of the samples, in their unit. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: Math.min(...samples),
    max: Math.max(...samples),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

export const ms = (value: number) => `${Math.round(value)} ms`;

export function describeSummary(label: string, summary: Summary): string {
  return `${label}: n=${summary.n} p50=${ms(summary.p50)} p95=${ms(summary.p95)} min=${ms(summary.min)} max=${ms(summary.max)} mean=${ms(summary.mean)}`;
}
