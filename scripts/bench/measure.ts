import { performance } from 'node:perf_hooks';

export interface Figure {
  figure: string;
  unit: 'ms';
  samples: number;
  concurrency: number;
  median: number;
  p95: number;
  max: number;
  [extra: string]: unknown;
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
export const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Runs `task` `samples` times, `concurrency` at a time, after a short warm-up, and reports the
 * latency of each call: what was measured, not an estimate.
 */
export async function measure(
  figure: string,
  task: () => Promise<unknown>,
  options: { samples: number; concurrency?: number; warmup?: number },
): Promise<Figure> {
  const concurrency = options.concurrency ?? 1;
  for (let i = 0; i < (options.warmup ?? 10); i++) await task();
  const timings: number[] = [];
  let next = 0;
  async function worker() {
    while (next < options.samples) {
      next++;
      const started = performance.now();
      await task();
      timings.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  timings.sort((a, b) => a - b);
  return {
    figure,
    unit: 'ms',
    samples: timings.length,
    concurrency,
    median: round(quantile(timings, 0.5)),
    p95: round(quantile(timings, 0.95)),
    max: round(timings[timings.length - 1]),
  };
}

export const report = (figure: Figure) => console.log(JSON.stringify(figure));
