/** Where a deposit opens (spec §2): its screen, and its transaction view. */
export const depositPath = (id: number) => `/apps/deposits/${id}`;
export const depositTransactionPath = (id: number) => `/apps/deposits/details/${id}`;
export const DEPOSITS_LIST_PATH = '/apps/deposits/all';
