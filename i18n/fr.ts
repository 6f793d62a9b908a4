import { collectionScreensFr } from './areas/collectionScreens.fr';
import { reportScreensFr } from './areas/reportScreens.fr';
import { shellPanelsFr } from './areas/shellPanels.fr';
import { secondFactorFr } from './areas/secondFactor.fr';
import { controlsFr } from './areas/controls.fr';
import { retentionFr } from './areas/retention.fr';
import { accountingFr } from './areas/accounting.fr';
import { booksCloseFr } from './areas/booksClose.fr';
import { guestFr } from './guest.fr';
import { signedInFr } from './signedIn.fr';

/**
 * The reference catalogue (Canadian French), whole. Every other language must have exactly these
 * keys (i18n/en.ts is typed against this object, and catalogues.test.ts walks both). Server answers
 * carry full keys of the `errors.`, `validation.` and `messages.` groups. The server's texts (PDFs,
 * emails) and the tests read this whole catalogue.
 *
 * The browser loads it in parts, so a page carries only the words it can show:
 * - i18n/guest.fr.ts: what every page may need (the sign-in page's only words);
 * - i18n/signedIn.fr.ts: the signed-in app's, loaded with it;
 * - i18n/areas/{collectionScreens,reportScreens,shellPanels,secondFactor,controls,retention,accounting,booksClose}.fr.ts: loaded with their screens
 *   (providers/screenWords.ts).
 *
 * Each area's words live in i18n/areas/<area>.{fr,en}.ts, one slice in one shape — a part of this
 * catalogue (`{ resources?, errors?, validation?, messages?, auditActions? }`) — spread into the part
 * that loads them. The keys are a type, MessageKey (i18n/messageKeys.ts), so a misspelt key fails the
 * typecheck.
 */
export const fr = {
  ...guestFr,
  ...signedInFr,
  errors: { ...guestFr.errors, ...signedInFr.errors },
  validation: { ...guestFr.validation, ...signedInFr.validation, ...reportScreensFr.validation },
  messages: { ...guestFr.messages, ...signedInFr.messages },
  pages: { ...guestFr.pages, ...signedInFr.pages, ...secondFactorFr.pages },
  resources: {
    ...signedInFr.resources,
    ...collectionScreensFr.resources,
    ...reportScreensFr.resources,
    ...shellPanelsFr.resources,
    ...controlsFr.resources,
    ...retentionFr.resources,
    ...accountingFr.resources,
    ...booksCloseFr.resources,
  },
} as const;

export type Catalogue = typeof fr;
