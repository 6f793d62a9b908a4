import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The style cache of a right-to-left page: every rule mirrored as it is written (left ↔ right,
 * margins, paddings, borders, positions). Its own chunk: loaded only when a user chooses rtl.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
