import type { AppContext } from '../../server/context';
import { PORTAL_API, PORTAL_SESSION_COOKIE } from '../../domain/portalConstants';
import { openPortalSession } from '../../server/features/portal/portalSessions';
import { deliverPortalCodes } from '../../server/features/portal/portalCodeDelivery';
import { requestPortalCode } from '../../server/features/portal/portalSignIn';
import { measure, report } from './measure';

/**
 * The borrower portal at scale (run after the loans part): real borrowers with a live loan, each
 * signed in through a session of their own, read their home page (the configured loan view, the
 * schedule and its deferral rules) over HTTP; and codes are sent to others (their customer found
 * by email among all, a code stored, the email written to the outbox), through the service, since
 * one network address may only ask for 20 codes in 15 minutes.
 */
export async function benchPortal(ctx: AppContext, base: string, options: { progress: (line: string) => void }) {
  const { sql } = ctx.database;
  const borrowers = await sql<{ id: number; email: string }[]>`
    select distinct on (c.id) c.id, c.email
    from loans l tablesample system (5) join customers c on c.id = l.customer_id
    where l.deleted_at is null and c.email is not null and c.status in ('ACTIVE', 'INACTIVE')
    limit 1200`;
  if (borrowers.length < 400) {
    options.progress(`portal: only ${borrowers.length} borrowers with an email and a loan; skipped`);
    return;
  }
  options.progress(`portal: ${borrowers.length} borrowers sampled`);
  const cookies = await ctx.database.db.transaction(async (tx) =>
    Promise.all(
      borrowers.slice(0, 400).map(async ({ id }) => `${PORTAL_SESSION_COOKIE}=${await openPortalSession(tx, id)}`),
    ),
  );
  let turn = 0;
  const home = async () => {
    const response = await fetch(`${base}${PORTAL_API}/me`, { headers: { cookie: cookies[turn++ % cookies.length] } });
    if (!response.ok) throw new Error(`portal me: ${response.status} ${await response.text()}`);
    return response.json();
  };
  report(await measure('portal.me (the borrower home: loan view, schedule, rules)', home, { samples: 400 }));
  report(await measure('portal.me, 20 clients', home, { samples: 1000, concurrency: 20 }));

  const askers = borrowers.slice(400);
  let asked = 0;
  // The answer, then the email its route sends once the answer is out: the same work as before.
  const askCode = async () => {
    const n = asked++;
    const request = await requestPortalCode(
      ctx,
      askers[n % askers.length].email.toUpperCase(),
      `10.77.${n >> 8}.${n & 255}`,
    );
    if (request.codeId !== null) await deliverPortalCodes(ctx, request.codeId);
  };
  report(
    await measure('portal.sign-in code (found by email, stored, mailed to the outbox; service)', askCode, {
      samples: Math.min(300, askers.length - 10),
    }),
  );
}
