import type { AccountRecord } from '../../domain/accounting';
import { currentLanguage } from '../../providers/i18nProvider';

/** "1200 — Prêts à recevoir": an account as the books' screens name it, in the page's language. */
export const accountName = (account: Pick<AccountRecord, 'number' | 'nameFr' | 'nameEn'>) =>
  `${account.number} — ${currentLanguage === 'en' ? account.nameEn : account.nameFr}`;
