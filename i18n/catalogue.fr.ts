import frenchMessages from 'ra-language-french';
import { guestFr } from './guest.fr';

/**
 * What every page says in French: react-admin's own words, then the guest part of ours. Its own chunk
 * in the build; the signed-in app adds its words when it loads (providers/screenWords.ts).
 */
export const catalogue = { ...frenchMessages, ...guestFr };
