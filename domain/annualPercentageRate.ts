/** The Criminal Code's cap on the cost of credit since 1 January 2025, as an annual percentage rate. */
export const CRIMINAL_RATE_CAP_PERCENT = 35;

/** Present value of payments one period apart (the first one period after lending), and its derivative. */
function presentValue(payments: readonly number[], rate: number): { value: number; slope: number } {
  const discount = 1 / (1 + rate);
  let factor = 1;
  let value = 0;
  let slope = 0;
  for (let k = 0; k < payments.length; k++) {
    factor *= discount;
    value += payments[k] * factor;
    slope -= (k + 1) * payments[k] * factor * discount;
  }
  return { value, slope };
}

/**
 * The periodic internal rate of return: the rate r at which the payments are worth exactly what the
 * borrower received. The present value falls as r rises, so the root is unique; Newton's method
 * finds it in a few steps, and bisection takes over should a step leave the bracket.
 */
export function periodicInternalRate(received: number, payments: readonly number[]): number {
  let low = -0.99;
  let high = 1;
  while (presentValue(payments, high).value > received && high < 1e6) high *= 2;
  let rate = 0;
  for (let i = 0; i < 100; i++) {
    const { value, slope } = presentValue(payments, rate);
    const gap = value - received;
    if (Math.abs(gap) < 1e-9 * received) return rate;
    if (gap > 0) low = rate;
    else high = rate;
    const next = rate - gap / slope;
    rate = next > low && next < high ? next : (low + high) / 2;
  }
  return rate;
}

/**
 * The annual percentage rate, the actuarial way: the periodic internal rate over every cash flow
 * the borrower pays for the credit (interest and fees), times the periods per year. In percent,
 * to four decimals.
 */
export function annualPercentageRate(
  receivedCents: number,
  paymentsCents: readonly number[],
  periodsPerYear: number,
): number {
  if (receivedCents <= 0 || paymentsCents.length === 0) return 0;
  const rate = periodicInternalRate(receivedCents, paymentsCents) * periodsPerYear * 100;
  // `|| 0` turns the -0 of a zero-cost loan into 0.
  return Math.round(rate * 10_000) / 10_000 || 0;
}
