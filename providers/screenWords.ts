import { addScreenResources, currentLanguage } from './i18nProvider';

/**
 * Screens whose words come with them, in the page's language only (the sign-in page does not
 * carry them): the collections and agreements screens, the reports, the shell's panels.
 */
const SCREEN_WORDS = {
  collections: {
    fr: () => import('../i18n/areas/collectionScreens.fr').then((module) => module.collectionScreensFr),
    en: () => import('../i18n/areas/collectionScreens.en').then((module) => module.collectionScreensEn),
  },
  reports: {
    fr: () => import('../i18n/areas/reportScreens.fr').then((module) => module.reportScreensFr),
    en: () => import('../i18n/areas/reportScreens.en').then((module) => module.reportScreensEn),
  },
  shellToolbar: {
    fr: () => import('../i18n/areas/shellToolbar.fr').then((module) => module.shellToolbarFr),
    en: () => import('../i18n/areas/shellToolbar.en').then((module) => module.shellToolbarEn),
  },
  shell: {
    fr: () => import('../i18n/areas/shellPanels.fr').then((module) => module.shellPanelsFr),
    en: () => import('../i18n/areas/shellPanels.en').then((module) => module.shellPanelsEn),
  },
};
type ScreenWords = keyof typeof SCREEN_WORDS;

/** Loads a screen's words (its resources, and its own field messages) before it renders. */
export async function loadScreenWords(screen: ScreenWords): Promise<void> {
  const words: { resources: Record<string, unknown>; validation?: Record<string, string> } =
    await SCREEN_WORDS[screen][currentLanguage]();
  await addScreenResources(words.resources, words.validation);
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
