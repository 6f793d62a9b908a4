/** Where the payment agreements open (spec §2): the agreed payments' list, and one agreement. */
export const AGREEMENTS_HOME = '/apps/agreement/all';
export const agreementPath = (id: number) => `/apps/agreement/${id}`;
