import { addScreenWords, currentLanguage, type CatalogueWords } from './i18nProvider';

/**
 * Words that come with what shows them, in the page's language only (the sign-in page does not
 * carry them): the signed-in app's, then the collections and agreements screens', the reports', the
 * shell's panels'.
 */
const SCREEN_WORDS = {
  signedIn: {
    fr: () => import('../i18n/signedIn.fr').then((module) => module.signedInFr),
    en: () => import('../i18n/signedIn.en').then((module) => module.signedInEn),
  },
  collections: {
    fr: () => import('../i18n/areas/collectionScreens.fr').then((module) => module.collectionScreensFr),
    en: () => import('../i18n/areas/collectionScreens.en').then((module) => module.collectionScreensEn),
  },
  reports: {
    fr: () => import('../i18n/areas/reportScreens.fr').then((module) => module.reportScreensFr),
    en: () => import('../i18n/areas/reportScreens.en').then((module) => module.reportScreensEn),
  },
  // Four eyes (issue 35): the approvals queue, a request, Configuration → Controls.
  controls: {
    fr: () => import('../i18n/areas/controls.fr').then((module) => module.controlsFr),
    en: () => import('../i18n/areas/controls.en').then((module) => module.controlsEn),
  },
  // The books (issue 34): the accounting screens, a provider's day, Configuration → Accounting.
  books: {
    fr: () =>
      Promise.all([import('../i18n/areas/accounting.fr'), import('../i18n/areas/booksClose.fr')]).then(
        ([accounting, booksClose]) => ({
          resources: { ...accounting.accountingFr.resources, ...booksClose.booksCloseFr.resources },
        }),
      ),
    en: () =>
      Promise.all([import('../i18n/areas/accounting.en'), import('../i18n/areas/booksClose.en')]).then(
        ([accounting, booksClose]) => ({
          resources: { ...accounting.accountingEn.resources, ...booksClose.booksCloseEn.resources },
        }),
      ),
  },
  // The retention review (issue 35), an administrator's monthly screen.
  retention: {
    fr: () => import('../i18n/areas/retention.fr').then((module) => module.retentionFr),
    en: () => import('../i18n/areas/retention.en').then((module) => module.retentionEn),
  },
  secondFactor: {
    fr: () => import('../i18n/areas/secondFactor.fr').then((module) => module.secondFactorFr),
    en: () => import('../i18n/areas/secondFactor.en').then((module) => module.secondFactorEn),
  },
  shell: {
    fr: () => import('../i18n/areas/shellPanels.fr').then((module) => module.shellPanelsFr),
    en: () => import('../i18n/areas/shellPanels.en').then((module) => module.shellPanelsEn),
  },
};
type ScreenWords = keyof typeof SCREEN_WORDS;

/** Loads a part's words (its resources, and its own field messages) before what shows them renders. */
export async function loadScreenWords(screen: ScreenWords): Promise<void> {
  const words: CatalogueWords = await SCREEN_WORDS[screen][currentLanguage]();
  await addScreenWords(words);
}

/** A lazily loaded screen that needs its words: both come in before it renders. */
export const withScreenWords =
  <T>(words: ScreenWords, screen: () => Promise<T>): (() => Promise<T>) =>
  async () => {
    const [module] = await Promise.all([screen(), loadScreenWords(words)]);
    return module;
  };

/** The collections and agreements screens, with their words. */
export const withCollectionWords = <T>(screen: () => Promise<T>) => withScreenWords('collections', screen);
