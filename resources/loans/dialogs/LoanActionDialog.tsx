import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useFormState, type FieldValues, type Resolver, type SubmitHandler } from 'react-hook-form';
import { RecordContextProvider, useNotify } from 'react-admin';
import { Form } from '../../common/Form';
import { useTranslate, type KeyIn, type MessageKey, runtimeKey, messageKey } from '../../../providers/translation';
import type { GuichetDataProvider } from '../../../providers/dataProvider';
import { currentLanguage } from '../../../providers/i18nProvider';
import type { LoanRecord } from '../../../providers/loanWire';
import { isAwaitingApproval } from '../../../providers/httpClient';
import { StaleVersionAlert } from '../../common/StaleVersionAlert';
import { useGuichetDataProvider } from '../../common/useGuichetDataProvider';
import type { LoanDialogProps } from './loanDialogTypes';
import { loanFormResolver, type LoanFormRules } from './loanFormResolver';
import { loanActionFailure } from './loanRefusals';
import { useLoanRecord } from '../useLoan';

/** A key from the server's refusals or the domain's checks, with its values. */
type Translatable = { key: string; params?: Record<string, unknown> };
/** A resources.loanDialogs section: the groups that have a title (each has its submit button's word too). */
type DialogSection =
  KeyIn<'resources.loanDialogs'> extends infer Key ? (Key extends `${infer Section}.title` ? Section : never) : never;

export interface LoanActionDialogProps<Values extends FieldValues, Payload> extends LoanDialogProps {
  /** The resources.loanDialogs section that names the dialog's title and its submit button. */
  section: DialogSection;
  /** The form's first values, taken once from the loan the dialog opened on. */
  initialValues: (loan: LoanRecord) => Values;
  /** How the values are checked and become the body (with the loan's version), for the loan as it now stands. */
  rules: (loan: LoanRecord) => LoanFormRules<Values, Payload>;
  send: (dataProvider: GuichetDataProvider, loanId: number, payload: Payload) => Promise<LoanRecord>;
  /** The spec §8 success message, an i18n key (`messages.*`). */
  success: string | ((payload: Payload, loan: LoanRecord) => string);
  /** A question to answer before anything is sent (stop the loan, remove an entry). */
  confirmFirst?: (values: Values, loan: LoanRecord) => Translatable | null;
  /** A refusal that is a question (above the balance: confirm?): the same body, confirmed. */
  confirmOnRefusal?: { key: string; confirmed: (payload: Payload) => Payload };
  /** Refusals (420) that concern one field, shown on it: the amount's floor and ceiling, a taken date. */
  refusalFields?: Record<string, string>;
  /** When the loan offers nothing to act on: why, and no submit button. */
  nothingToDo?: (loan: LoanRecord) => MessageKey | null;
  maxWidth?: Breakpoint;
  children: (loan: LoanRecord) => ReactNode;
}

/**
 * The frame every loan dialog shares: a form checked with the server's own schema, the action sent
 * with the version read, then spec §8's success message and the loan as the server now has it.
 * Field errors land on their fields, refusals are said in the dialog, a stale version asks for
 * Update (which reloads the loan and keeps what was typed).
 */
export function LoanActionDialog<Values extends FieldValues, Payload>(props: LoanActionDialogProps<Values, Payload>) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      {/* Mounted only while open: every opening starts from the loan as the screen has it now. */}
      {props.open && <LoanActionForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function LoanActionForm<Values extends FieldValues, Payload>(
  props: LoanActionDialogProps<Values, Payload> & { titleId: string },
) {
  const {
    section,
    rules,
    send,
    success,
    confirmFirst,
    confirmOnRefusal,
    refusalFields,
    nothingToDo,
    onDone,
    onClose,
    titleId,
  } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  // The dialog's own copy: it follows Update while the form keeps what was typed.
  const [loan, setLoan] = useState(useLoanRecord());
  const loanRef = useRef(loan);
  loanRef.current = loan;
  const [initial] = useState(() => props.initialValues(loan));
  const [stale, setStale] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ text: string; payload: Payload } | null>(null);
  // The rules read the loan at check time: after Update they follow its new payments and version.
  const resolver = useMemo<Resolver<Values>>(
    () => (values, context, options) => loanFormResolver(rules(loanRef.current))(values, context, options),
    [rules],
  );
  const action = useMutation({ mutationFn: (payload: Payload) => send(dataProvider, loanRef.current.id, payload) });

  const say = ({ key, params }: Translatable) => translate(runtimeKey(key), { _: key, ...params });

  async function submit(values: Values) {
    setProblem(null);
    let payload = rules(loan).toPayload(values);
    if (confirmation) {
      payload = confirmation.payload;
    } else {
      const question = confirmFirst?.(values, loan);
      if (question) return void setConfirmation({ text: say(question), payload });
    }
    try {
      const answer = await action.mutateAsync(payload);
      notify(typeof success === 'function' ? success(payload, loan) : success, { type: 'success' });
      onDone(answer);
      onClose();
      return undefined;
    } catch (error) {
      // Under four eyes (issue 35): nothing happened yet; it waits for a second person.
      if (isAwaitingApproval(error)) {
        notify(error.message, { type: 'info', autoHideDuration: 8000 });
        onClose();
        return undefined;
      }
      return failed(error, payload);
    }
  }

  /** Answers the field errors for the form to show (react-admin sets what onSubmit returns). */
  function failed(error: unknown, payload: Payload): Record<string, string> | undefined {
    const failure = loanActionFailure(error, currentLanguage);
    setConfirmation(null);
    if (failure.kind === 'stale') return void setStale(true);
    if (failure.kind === 'other') return void setProblem(say({ key: failure.message }));
    if (failure.kind === 'fields') {
      const fieldOf = rules(loan).fieldOf ?? {};
      const onForm = Object.entries(failure.errors).map(([field, key]) => [fieldOf[field] ?? field, key] as const);
      const unseen = onForm.filter(([field]) => !(field in initial));
      if (unseen.length > 0)
        setProblem(
          `${translate('errors.VALIDATION_ERROR')} (${unseen.map(([field, key]) => `${field}: ${say({ key })}`).join(', ')})`,
        );
      return Object.fromEntries(onForm.filter(([field]) => field in initial));
    }
    const text = say(failure);
    if (confirmOnRefusal?.key === failure.key)
      return void setConfirmation({ text, payload: confirmOnRefusal.confirmed(payload) });
    const field = refusalFields?.[failure.key];
    if (field) return { [field]: text };
    setProblem(text);
    return undefined;
  }

  async function update() {
    setUpdating(true);
    try {
      const fresh = await dataProvider.getLoan(loan.id);
      setLoan(fresh);
      // The screen behind shows the loan as it now is too (the dialog stays open with what was typed).
      onDone(fresh);
      setStale(false);
    } catch (error) {
      setProblem(say({ key: (error as Error | null)?.message || messageKey('errors.UNEXPECTED_ERROR') }));
    } finally {
      setUpdating(false);
    }
  }

  const emptyReason = nothingToDo?.(loan) ?? null;
  return (
    <Form
      record={initial}
      resolver={resolver as unknown as Resolver<FieldValues>}
      mode="onChange"
      onSubmit={submit as SubmitHandler<FieldValues>}
    >
      <DialogTitle id={titleId}>
        {translate(`resources.loanDialogs.${section}.title`, { number: loan.loanNumber })}
      </DialogTitle>
      <DialogContent>
        {stale && <StaleVersionAlert onUpdate={update} updating={updating} />}
        {emptyReason ? (
          <Alert severity="info">{translate(emptyReason)}</Alert>
        ) : (
          // What the form shows reads the dialog's copy of the loan, as it follows Update.
          <RecordContextProvider value={loan}>{props.children(loan)}</RecordContextProvider>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {confirmation && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {confirmation.text}
          </Alert>
        )}
        <ForgetConfirmationOnChange onChange={() => setConfirmation(null)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.loanDialogs.cancel')}</Button>
        <SubmitButton
          label={
            confirmation
              ? messageKey('resources.loanDialogs.confirm')
              : messageKey(`resources.loanDialogs.${section}.submit`)
          }
          disabled={stale || emptyReason !== null}
        />
      </DialogActions>
    </Form>
  );
}

function SubmitButton({ label, disabled }: { label: MessageKey; disabled: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={disabled || isSubmitting}>
      {translate(label)}
    </Button>
  );
}

/** A confirmation answers the values it showed: typing anything asks again. */
function ForgetConfirmationOnChange({ onChange }: { onChange: () => void }) {
  const { watch } = useFormContext();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') latest.current();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return null;
}
