/**
 * Calls with keys that turn out missing, malformed, unknown or deactivated, counted per address.
 * The per-key limit cannot hold them (each made-up key would get an allowance of its own, and each
 * costs database look-ups): past `max` refusals in a window, an address waits out the window and
 * its calls are refused before any look-up. Kept in memory, like the rate limiter's own counts.
 */
export function createRefusedKeyLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const forget = () => {
    const at = now();
    for (const [address, window] of windows) if (window.resetAt <= at) windows.delete(address);
  };

  return {
    max: options.max,
    /** Whole seconds the address must still wait, or 0 when it may call. */
    secondsToWait(address: string): number {
      const window = windows.get(address);
      if (!window || window.resetAt <= now() || window.count < options.max) return 0;
      return Math.max(1, Math.ceil((window.resetAt - now()) / 1000));
    },
    recordRefusal(address: string): void {
      const at = now();
      const window = windows.get(address);
      if (window && window.resetAt > at) window.count += 1;
      else {
        // Many addresses come and go: the ones whose window ended are dropped before the map grows.
        if (windows.size >= 10_000) forget();
        windows.set(address, { count: 1, resetAt: at + options.windowMs });
      }
    },
  };
}
