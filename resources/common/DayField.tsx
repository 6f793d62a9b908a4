import { useMemo, useRef, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns';
import { currentLanguage } from '../../providers/i18nProvider';
import { dateLocale } from '../../providers/formatters';
import type { Language } from '../../i18n/types';

/** The picker's own words (its buttons, the sections' placeholders "AAAA-MM-JJ") in the page's language. */
const PICKER_WORDS: Record<Language, typeof frFR> = { fr: frFR, en: enUS };

/**
 * What a field shows and what it holds: Canada's numeric date in both languages (fr-CA's own short
 * date has a two-digit year); a day as "YYYY-MM-DD" and a moment as "YYYY-MM-DDTHH:mm", as the
 * browser's date and datetime-local fields held them.
 */
const FORMATS = {
  day: { shown: 'yyyy-MM-dd', held: 'yyyy-MM-dd' },
  moment: { shown: 'yyyy-MM-dd HH:mm', held: "yyyy-MM-dd'T'HH:mm" },
} as const;
export type DayFieldKind = keyof typeof FORMATS;

/** What a field holds while the typed day is not one: calendarDateText and the schemas refuse it. */
export const NOT_A_DAY = 'invalid-date';

const READING_DAY = new Date(2000, 0, 1);
/** "2026-11-28" → that day at local midnight (a calendar day has no time zone); null when empty. */
function dateOf(value: string | null | undefined, kind: DayFieldKind): Date | null {
  if (!value) return null;
  if (value === NOT_A_DAY) return new Date(Number.NaN);
  const date = parse(value.slice(0, kind === 'day' ? 10 : 16), FORMATS[kind].held, READING_DAY);
  return isValid(date) ? date : null;
}

export interface DayFieldProps {
  label: ReactNode;
  /** "YYYY-MM-DD" (or "YYYY-MM-DDTHH:mm" for a moment), '' or null for none, NOT_A_DAY while mistyped. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  kind?: DayFieldKind;
  onBlur?: () => void;
  /** The first day it offers ("YYYY-MM-DD"). */
  min?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  id?: string;
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/**
 * A day (or a day and time) typed or picked in the reader's language: the field says "AAAA-MM-JJ"
 * in French and "YYYY-MM-DD" in English, its calendar names months and days in the page's
 * language, whatever the browser's own (its native field said "mm/dd/yyyy" in a French screen).
 * Typing goes section by section (year, month, day), as MUI X's accessible field does.
 */
export function DayField({
  label,
  value,
  onChange,
  kind = 'day',
  onBlur,
  min,
  error,
  helperText,
  disabled,
  readOnly,
  fullWidth,
  id,
  name,
  inputRef,
  sx,
}: DayFieldProps) {
  const words = PICKER_WORDS[currentLanguage].components.MuiLocalizationProvider.defaultProps.localeText;
  const Picker = kind === 'day' ? DatePicker : DateTimePicker;
  // The picker's own half-typed date goes back to it as it was: a new invalid Date at each render
  // would read as another value and empty the sections under the user's fingers.
  const typed = useRef<Date | null>(null);
  const shown = useMemo(
    () => (value === NOT_A_DAY && typed.current ? typed.current : dateOf(value, kind)),
    [value, kind],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale} localeText={words}>
      <Picker
        value={shown}
        onChange={(date) => {
          typed.current = date;
          onChange(date === null ? null : isValid(date) ? format(date, FORMATS[kind].held) : NOT_A_DAY);
        }}
        format={FORMATS[kind].shown}
        ampm={kind === 'moment' ? false : undefined}
        minDate={dateOf(min, 'day') ?? undefined}
        onClose={onBlur}
        inputRef={inputRef}
        disabled={disabled}
        readOnly={readOnly}
        sx={sx}
        label={label}
        slotProps={{
          textField: {
            id,
            name,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth,
            onBlur,
            error,
            helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
