import englishMessages from 'ra-language-english';
import { en } from './en';

/** Everything the app says in English: react-admin's own words, then ours. Its own chunk in the build. */
export const catalogue = { ...englishMessages, ...en };
