import { eq } from 'drizzle-orm';
import type { ChangeLine, ControlledAction, ShownValue } from '../../../domain/controls';
import { fullNameOf } from '../../../domain/customers';
import type { BalanceIncreaseInput, RebateInput, VersionInput, WriteOffInput } from '../../../domain/loanActions';
import type { AddLoanFeeInput, UpdateLoanConfigurationInput } from '../../../domain/loanConfigurationRules';
import type { UpdateCustomerInput } from '../../../domain/customers';
import type { UpdateUserInput } from '../../../domain/identity';
import type { CreateApiKeyInput } from '../../../domain/apiKeys';
import { permissionKey } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { customers, users } from '../../db/schema';
import { createApiKey } from '../apiKeys/apiKeys';
import { updateCustomer } from '../customers/customers';
import { addLoanFee, getLoanConfiguration, updateLoanConfiguration } from '../loans/loanConfiguration';
import { deleteLoan, getLoanDetail } from '../loans/loanLifecycle';
import { addRebate, increaseBalance } from '../loans/loanPaymentActions';
import { writeOffLoan } from '../loans/loanWriteOff';
import { updateUser } from '../users/users';
import type { UserRow } from '../users/userQueries';
import type { approvalRequests } from './tables';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** The loan configuration's part under control: its terms saved whole, or a fee's new value from a date. */
export type LoanConfigurationChange =
  { kind: 'terms'; input: UpdateLoanConfigurationInput } | { kind: 'fee'; input: AddLoanFeeInput };

/**
 * What each controlled action does once approved, and how its request is shown: the record it
 * changes, named, and each changed value now and after. `perform` runs the action's own service
 * as the maker, inside the approval's transaction (its version check makes a stale request 409).
 */
interface ActionDefinition {
  perform: (ctx: AppContext, maker: UserRow, request: ApprovalRow) => Promise<unknown>;
  changes: (ctx: AppContext, request: ApprovalRow) => Promise<ChangeLine[]>;
  label: (ctx: AppContext, request: ApprovalRow) => Promise<string | null>;
}

const money = (cents: number | null | undefined): ShownValue => (cents == null ? null : { money: cents });
const text = (value: unknown): ShownValue =>
  value === null || value === undefined || value === '' ? null : { text: String(value) };
const list = (values: readonly string[] | null | undefined): ShownValue => (values ? { list: [...values] } : null);
const line = (field: string, now: ShownValue, after: ShownValue): ChangeLine => ({ field, now, after });
const idOf = (request: ApprovalRow) => Number(request.entityId);

async function loanLabel(ctx: AppContext, request: ApprovalRow) {
  const loan = await getLoanDetail(ctx, idOf(request)).catch(() => null);
  return loan ? `#${loan.id} ${loan.customerName}` : `#${request.entityId}`;
}

/** A loan's amount action: the amount, and the total owing now and after it. */
function loanAmount(sign: 1 | -1) {
  return async (ctx: AppContext, request: ApprovalRow): Promise<ChangeLine[]> => {
    const loan = await getLoanDetail(ctx, idOf(request)).catch(() => null);
    const { amount, reason } = request.payload as RebateInput;
    return [
      line('amount', null, money(amount)),
      line('totalOwing', money(loan?.totalOwing), money(loan ? Math.max(0, loan.totalOwing + sign * amount) : null)),
      line('reason', null, text(reason)),
    ];
  };
}

async function userOf(ctx: AppContext, id: number) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return user;
}

const BANK_FIELDS = ['bankTransit', 'bankInstitution', 'bankAccount'] as const;
const TERMS_FIELDS = ['annualInterestRate', 'brokerageFee', 'membershipFeePerPayment'] as const;

export const CONTROLLED: Record<ControlledAction, ActionDefinition> = {
  REBATE: {
    perform: (ctx, maker, request) => addRebate(ctx, maker, idOf(request), request.payload as RebateInput),
    changes: loanAmount(-1),
    label: loanLabel,
  },
  BALANCE_INCREASE: {
    perform: (ctx, maker, request) =>
      increaseBalance(ctx, maker, idOf(request), request.payload as BalanceIncreaseInput),
    changes: loanAmount(1),
    label: loanLabel,
  },
  WRITE_OFF: {
    perform: (ctx, maker, request) => writeOffLoan(ctx, maker, idOf(request), request.payload as WriteOffInput),
    changes: async (ctx, request) => {
      const loan = await getLoanDetail(ctx, idOf(request)).catch(() => null);
      const input = request.payload as WriteOffInput & { reason?: string };
      return [
        line('status', text(loan?.status), text('WRITTEN_OFF')),
        line('amount', null, money(request.amountCents)),
        line('bankruptcy', null, text(input.bankruptcy ? 'yes' : 'no')),
      ];
    },
    label: loanLabel,
  },
  LOAN_DELETION: {
    perform: (ctx, maker, request) => deleteLoan(ctx, maker, idOf(request), request.payload as VersionInput),
    changes: async (ctx, request) => {
      const loan = await getLoanDetail(ctx, idOf(request)).catch(() => null);
      return [line('status', text(loan?.status), text('DELETED')), line('totalOwing', money(loan?.totalOwing), null)];
    },
    label: loanLabel,
  },
  BANKING_CHANGE: {
    perform: (ctx, maker, request) => updateCustomer(ctx, maker, idOf(request), request.payload as UpdateCustomerInput),
    changes: async (ctx, request) => {
      const [customer] = await ctx.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, idOf(request)));
      const input = request.payload as UpdateCustomerInput;
      return Object.keys(input)
        .filter((field): field is keyof UpdateCustomerInput & keyof typeof customer => field !== 'version')
        .map((field) => line(field, text(customer?.[field]), text(input[field])));
    },
    label: async (ctx, request) => {
      const [customer] = await ctx.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, idOf(request)));
      return customer ? fullNameOf(customer) : null;
    },
  },
  USER_ACCESS: {
    perform: (ctx, maker, request) => updateUser(ctx, maker, idOf(request), request.payload as UpdateUserInput),
    changes: async (ctx, request) => {
      const user = await userOf(ctx, idOf(request));
      const input = request.payload as UpdateUserInput;
      return [
        ...(input.roles ? [line('roles', list(user?.roles), list(input.roles))] : []),
        ...(input.permissions
          ? [
              line(
                'permissions',
                list(user?.permissions.map(permissionKey)),
                list(input.permissions.map(permissionKey)),
              ),
            ]
          : []),
        ...(input.enabled !== undefined ? [line('enabled', text(user?.enabled), text(input.enabled))] : []),
        ...(input.displayName !== undefined
          ? [line('displayName', text(user?.displayName), text(input.displayName))]
          : []),
      ];
    },
    label: async (ctx, request) => (await userOf(ctx, idOf(request)))?.email ?? null,
  },
  API_KEY_CREATION: {
    perform: (ctx, maker, request) => createApiKey(ctx, maker, request.payload as CreateApiKeyInput),
    changes: async (_ctx, request) => [line('name', null, text((request.payload as CreateApiKeyInput).name))],
    label: async (_ctx, request) => (request.payload as CreateApiKeyInput).name,
  },
  LOAN_CONFIGURATION: {
    perform: (ctx, maker, request) => {
      const change = request.payload as LoanConfigurationChange;
      return change.kind === 'terms'
        ? updateLoanConfiguration(ctx, maker, change.input)
        : addLoanFee(ctx, maker, change.input);
    },
    changes: async (ctx, request) => {
      const change = request.payload as LoanConfigurationChange;
      const now = await getLoanConfiguration(ctx);
      if (change.kind === 'fee')
        return [
          line('feeKind', null, text(change.input.kind)),
          line('feeAmount', null, money(change.input.amount)),
          line('effectiveDate', null, text(change.input.effectiveDate)),
        ];
      return TERMS_FIELDS.filter((field) => change.input[field] !== now[field]).map((field) =>
        field === 'annualInterestRate'
          ? line(field, text(now[field]), text(change.input[field]))
          : line(field, money(now[field]), money(change.input[field])),
      );
    },
    label: async () => null,
  },
};

export { BANK_FIELDS, TERMS_FIELDS };
