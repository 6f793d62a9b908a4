import { centsToDollarsText, dollarsTextToCents } from '../../domain/money';
import { LocalizedNumberInput, type LocalizedNumberInputProps } from './LocalizedNumberInput';
import { validAmount } from './validators';

/** Dollars typed in the agent's language ("1 500,25" or "1,500.25"), integer cents in the form and on the wire. */
export function MoneyInput(props: LocalizedNumberInputProps) {
  return (
    <LocalizedNumberInput
      {...props}
      toText={centsToDollarsText}
      fromText={dollarsTextToCents}
      invalid={validAmount}
      unit="$"
    />
  );
}
