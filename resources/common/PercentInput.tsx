import { percentText, typedPercent } from '../../domain/percent';
import { LocalizedNumberInput, type LocalizedNumberInputProps } from './LocalizedNumberInput';
import { validNumber } from './validators';

/** A rate in percent typed in the reader's language ("18,9" or "18.9"), a number in the form. */
export function PercentInput(props: LocalizedNumberInputProps) {
  return (
    <LocalizedNumberInput {...props} toText={percentText} fromText={typedPercent} invalid={validNumber} unit="%" />
  );
}
