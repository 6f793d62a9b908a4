import frenchMessages from 'ra-language-french';
import { fr } from './fr';

/** Everything the app says in French: react-admin's own words, then ours. Its own chunk in the build. */
export const catalogue = { ...frenchMessages, ...fr };
