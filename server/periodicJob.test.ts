import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodicJob';

afterEach(() => vi.useRealTimers());

describe('startPeriodicJob', () => {
  it('runs now and at every tick, skips a tick while a run is under way, and logs a failure', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    let finish: () => void = () => undefined;
    let runs = 0;
    const job = startPeriodicJob(
      'test job',
      1_000,
      () => {
        runs += 1;
        if (runs === 3) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      log,
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1); // the first run is still under way
    finish();
    await job.idle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    finish();
    await job.idle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(3);
    await job.idle();
    expect(log).toHaveBeenCalledWith('test job failed: boom');
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });
});
