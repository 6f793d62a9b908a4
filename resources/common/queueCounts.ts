/** A sidebar count: exact up to the server's cap, then "10 000+" (the server counts cap + 1 at most). */
export function countText(count: number | undefined, cap: number, formatNumber: (n: number) => string): string {
  if (count === undefined) return '';
  return count > cap ? `${formatNumber(cap)}+` : formatNumber(count);
}
