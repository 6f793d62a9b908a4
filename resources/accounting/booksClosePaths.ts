/** Where a provider's reconciled day opens (issue 34): its summary and its differences. */
export const providerDayPath = (provider: string, day: string) =>
  `/apps/accounting/reconciliation/${encodeURIComponent(provider)}/${encodeURIComponent(day)}`;
