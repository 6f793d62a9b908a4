import {
  accountingPolicyValue,
  DEFAULT_ACCOUNTING_POLICY,
  type AccountingPolicy,
  type AccountingPolicyRecord,
  type UpdateAccountingPolicyInput,
} from '../../../domain/allowance';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { readSection, writeSection } from '../configuration/configurationSections';
import { readLoanConfiguration } from '../loans/loanConfigurationStore';

const SECTION = 'accountingPolicy';

/** A stored policy, or the default until an administrator saves one (a value that no longer parses too). */
const policyOf = (value: unknown): AccountingPolicy => {
  const parsed = accountingPolicyValue.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_ACCOUNTING_POLICY;
};

export async function readAccountingPolicy(db: Db | Tx): Promise<AccountingPolicyRecord> {
  const [{ value, version }, { collectionDegrees }] = await Promise.all([
    readSection(db, SECTION),
    readLoanConfiguration(db),
  ]);
  return { ...policyOf(value), version, degrees: collectionDegrees.map(({ nameFr, nameEn }) => ({ nameFr, nameEn })) };
}

/** The provision matrix and the write-off threshold, saved at the version read (409 when stale), audited. */
export async function updateAccountingPolicy(
  ctx: AppContext,
  actor: { id: number },
  input: UpdateAccountingPolicyInput,
): Promise<AccountingPolicyRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const { version, previous } = await writeSection(tx, SECTION, readVersion, value, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'accountingPolicy.updated',
      entity: 'configuration',
      entityId: SECTION,
      before: { ...policyOf(previous), version: readVersion },
      after: { ...value, version },
    });
    return { ...(await readAccountingPolicy(tx)), ...value, version };
  });
}
