import { describe, expect, it } from 'vitest';
import { createRefusedKeyLimiter } from './refusedKeyLimiter';

describe('the limit on refused API keys per address', () => {
  it('lets an address be refused `max` times in a window, then makes it wait the window out', () => {
    let clock = 1_000_000;
    const limiter = createRefusedKeyLimiter({ max: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(limiter.secondsToWait('10.0.0.1')).toBe(0);
      limiter.recordRefusal('10.0.0.1');
    }
    expect(limiter.secondsToWait('10.0.0.1')).toBe(60);
    expect(limiter.secondsToWait('10.0.0.2')).toBe(0);
    clock += 59_500;
    expect(limiter.secondsToWait('10.0.0.1')).toBe(1);
    clock += 500;
    expect(limiter.secondsToWait('10.0.0.1')).toBe(0);
    limiter.recordRefusal('10.0.0.1');
    expect(limiter.secondsToWait('10.0.0.1')).toBe(0);
  });
});
