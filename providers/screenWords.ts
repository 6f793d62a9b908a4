import { addScreenResources, currentLanguage } from './i18nProvider';

/** The collections and agreements screens' words, in the page's language only. */
const COLLECTION_SCREENS = {
  fr: () => import('../i18n/areas/collectionScreens.fr').then((module) => module.collectionScreensFr),
  en: () => import('../i18n/areas/collectionScreens.en').then((module) => module.collectionScreensEn),
};

/** Loads the collections and agreements screens' words before their screens render. */
export async function loadCollectionScreenWords(): Promise<void> {
  await addScreenResources((await COLLECTION_SCREENS[currentLanguage]()).resources);
}

/** A lazily loaded screen that needs those words: both come in before it renders. */
export const withCollectionWords =
  <T>(screen: () => Promise<T>): (() => Promise<T>) =>
  async () => {
    const [module] = await Promise.all([screen(), loadCollectionScreenWords()]);
    return module;
  };
