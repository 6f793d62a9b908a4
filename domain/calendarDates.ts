/**
 * Calendar dates as `YYYY-MM-DD` strings (ARCHITECTURE.md: payment dates are calendar dates, never
 * timestamps). Arithmetic runs on UTC midnights, so no time zone can shift a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The years a date may be taken in. Arithmetic here assumes four-digit years, and a schedule or a
 * business-day search that starts near year 9999 would never end: every date that comes from
 * outside is held to these years, which leave centuries of room for birth dates and schedules.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not one), between FIRST_YEAR and LAST_YEAR. */
export function isValidIsoDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;

/**
 * Days since 1970-01-01 and back (Howard Hinnant's civil-calendar algorithms): plain integer
 * arithmetic, which keeps schedule computation fast (no Date objects, no string parsing by regex).
 */
function toEpochDay(date: IsoDate): number {
  const y0 = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromEpochDay(days: number): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return isoDate(yearOfEra + era * 400 + (m <= 2 ? 1 : 0), m, d);
}

export const addDays = (date: IsoDate, days: number): IsoDate => fromEpochDay(toEpochDay(date) + days);

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const dayOfWeek = (date: IsoDate): number => (((toEpochDay(date) + 4) % 7) + 7) % 7;

export const isWeekend = (date: IsoDate) => {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
};

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

/** The given day of a month, or its last day when the month is shorter (a 31st in April → 30th). */
export function dayOfMonthClamped(year: number, month: number, day: number): IsoDate {
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/** Month arithmetic on (year, month) pairs: month 13 is January of the next year. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The n-th given weekday of a month (n = 1 for the first); weekday 0 = Sunday. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = isoDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate) => toEpochDay(to) - toEpochDay(from);
