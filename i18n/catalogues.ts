import { catalogue as english } from './catalogue.en';
import { catalogue as french } from './catalogue.fr';

/**
 * Both languages at once, for tests and tools. The app itself loads only the one it shows
 * (providers/i18nProvider.ts), so a page never downloads the other.
 */
export const catalogues = { fr: french, en: english };
