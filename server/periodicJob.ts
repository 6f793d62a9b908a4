export interface PeriodicJob {
  /** Stops the timer, then waits for a run under way. */
  stop: () => Promise<void>;
  /** Resolves once no run is under way (tests wait for the start's run). */
  idle: () => Promise<void>;
}

/**
 * Runs `work` now and every `intervalMs` until stopped (the server's minute and hourly jobs). A run
 * never overlaps the one before (a tick that finds one under way is skipped); a failed run is
 * logged as "`name` failed: …" and tried again at the next tick. The timer keeps no process alive.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log: (line: string) => void,
): PeriodicJob {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    idle: async () => {
      await running;
    },
  };
}
