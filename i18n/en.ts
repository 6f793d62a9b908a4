import { collectionScreensEn } from './areas/collectionScreens.en';
import { reportScreensEn } from './areas/reportScreens.en';
import { shellPanelsEn } from './areas/shellPanels.en';
import { secondFactorEn } from './areas/secondFactor.en';
import { controlsEn } from './areas/controls.en';
import { retentionEn } from './areas/retention.en';
import { accountingEn } from './areas/accounting.en';
import { booksCloseEn } from './areas/booksClose.en';
import type { Catalogue } from './fr';
import { guestEn } from './guest.en';
import { signedInEn } from './signedIn.en';
import type { DeepStringShape } from './types';

/** English, whole: the same keys as the French reference, in the same parts (i18n/fr.ts says which loads when). */
export const en: DeepStringShape<Catalogue> = {
  ...guestEn,
  ...signedInEn,
  errors: { ...guestEn.errors, ...signedInEn.errors },
  validation: { ...guestEn.validation, ...signedInEn.validation, ...reportScreensEn.validation },
  messages: { ...guestEn.messages, ...signedInEn.messages },
  pages: { ...guestEn.pages, ...signedInEn.pages, ...secondFactorEn.pages },
  resources: {
    ...signedInEn.resources,
    ...collectionScreensEn.resources,
    ...reportScreensEn.resources,
    ...shellPanelsEn.resources,
    ...controlsEn.resources,
    ...retentionEn.resources,
    ...accountingEn.resources,
    ...booksCloseEn.resources,
  },
};
