import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { en } from './en';
import { fr } from './fr';

/**
 * Both languages at once and whole (react-admin's words, then every part of ours), for tests and
 * tools. The app itself loads only the one it shows, in parts (providers/i18nProvider.ts and
 * providers/screenWords.ts), so a page never downloads the other or words it cannot show.
 */
export const catalogues = { fr: { ...frenchMessages, ...fr }, en: { ...englishMessages, ...en } };
