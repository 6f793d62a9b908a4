import englishMessages from 'ra-language-english';
import { guestEn } from './guest.en';

/**
 * What every page says in English: react-admin's own words, then the guest part of ours. Its own chunk
 * in the build; the signed-in app adds its words when it loads (providers/screenWords.ts).
 */
export const catalogue = { ...englishMessages, ...guestEn };
