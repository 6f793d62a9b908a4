import { and, asc, eq, ne } from 'drizzle-orm';
import { addDays } from '../../../domain/calendarDates';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import type { AppContext } from '../../context';
import {
  addCollectionNote,
  logCollectionContact,
  promiseTransfer,
  updateCollectionFile,
} from '../../features/collections/collectionActions';
import { getCollectionFile } from '../../features/collections/collectionQueries';
import type { UserRow } from '../../features/users/userQueries';
import { collectionFiles, users } from '../schema';

/**
 * What agents did on the demo's open collection files (the returns and NSFs of the loans' months
 * opened them): one assigned, noted and called, one with an Interac transfer promised, one to
 * follow up; the collections screen has each list to show.
 */
export async function seedDemoCollections(ctx: AppContext, actor: UserRow, today: string): Promise<void> {
  const files = await ctx.database.db
    .select({ id: collectionFiles.id })
    .from(collectionFiles)
    .where(ne(collectionFiles.status, 'SETTLED'))
    .orderBy(asc(collectionFiles.id));
  const [agent] = await ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.email, 'agent@demo.ca')));
  const nextBusinessDay = (days: number) => createPaymentCalendar().nextBusinessDay(addDays(today, days));
  // The demo may be started on a holiday, when the pacing rule would ask the agent to confirm a call.
  for (const [index, { id }] of files.entries()) {
    const file = await getCollectionFile(ctx, id);
    if (index % 3 === 0) {
      await updateCollectionFile(ctx, actor, id, {
        version: file.version,
        assignedTo: agent?.id ?? actor.id,
        stepsChecked: ['NSF_NOTICE_SENT', 'CALLED_BORROWER'],
        status: 'WAITING_RESPONSE',
      });
      await logCollectionContact(ctx, actor, id, {
        channel: 'CALL',
        outcome: 'LEFT_MESSAGE',
        note: null,
        confirmPacing: true,
      });
      await addCollectionNote(ctx, actor, id, 'Message laissé sur la boîte vocale ; rappelle demain matin.');
    } else if (index % 3 === 1) {
      await logCollectionContact(ctx, actor, id, {
        channel: 'CALL',
        outcome: 'PROMISED_PAYMENT',
        note: 'Envoie un virement Interac dans deux jours.',
        confirmPacing: true,
      });
      await promiseTransfer(ctx, actor, id, {
        version: (await getCollectionFile(ctx, id)).version,
        expectedOn: nextBusinessDay(2),
        amount: Math.max(file.amountOwed, 1),
        note: null,
      });
    } else {
      // Today when the lender is open; on a weekend or a holiday, the day it opens again.
      await updateCollectionFile(ctx, actor, id, {
        version: file.version,
        followUpOn: nextBusinessDay(0),
        status: 'FOLLOW_UP',
      });
    }
  }
}
