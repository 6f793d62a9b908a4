import { describe, expect, it } from 'vitest';
import { allowanceLines, DEFAULT_PROVISION_MATRIX, loanAllowance, rateOf } from './allowance';
import { DEFAULT_COLLECTION_DEGREES } from './collectionDegrees';

describe('the provision matrix', () => {
  it('gives the current loans their rate and each degree its own, a degree added since the last one', () => {
    expect(rateOf(0, DEFAULT_PROVISION_MATRIX)).toBe(200);
    expect(rateOf(1, DEFAULT_PROVISION_MATRIX)).toBe(1000);
    expect(rateOf(4, DEFAULT_PROVISION_MATRIX)).toBe(10000);
    expect(rateOf(6, DEFAULT_PROVISION_MATRIX)).toBe(10000);
  });

  it("computes each loan's allowance on its own balance, to the cent, nothing on a loan that owes nothing", () => {
    expect(loanAllowance(12_345, 200)).toBe(247); // 246.9
    expect(loanAllowance(25, 200)).toBe(1); // 0.5 rounds up
    expect(loanAllowance(0, 10_000)).toBe(0);
    expect(loanAllowance(-500, 10_000)).toBe(0);
  });

  it('sums the portfolio by bucket: current loans, then each collection degree', () => {
    const lines = allowanceLines(
      [
        { owedCents: 100_000, degree: null },
        { owedCents: 25, degree: null },
        { owedCents: 40_000, degree: 0 },
        { owedCents: 10_000, degree: 3 },
        { owedCents: -300, degree: 1 },
      ],
      DEFAULT_COLLECTION_DEGREES,
      DEFAULT_PROVISION_MATRIX,
    );
    expect(lines.map((line) => [line.bucket, line.loans, line.owedCents, line.allowanceCents])).toEqual([
      [0, 2, 100_025, 2_000 + 1],
      [1, 1, 40_000, 4_000],
      [2, 0, 0, 0],
      [3, 0, 0, 0],
      [4, 1, 10_000, 10_000],
    ]);
  });
});
