import { isValidIsoDate, type IsoDate } from '../domain/calendarDates';

export interface BusinessClock {
  today(): IsoDate;
}

/** Today's date in the lender's business calendar (America/Toronto), not the server's time zone. */
export function torontoToday(now = new Date()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The real calendar, or a fixed date (BUSINESS_DATE) for demonstrations and tests. */
export function createBusinessClock(fixedDate?: string): BusinessClock {
  if (fixedDate !== undefined && !isValidIsoDate(fixedDate))
    throw new Error(`BUSINESS_DATE must be a date YYYY-MM-DD, not "${fixedDate}"`);
  return { today: () => fixedDate ?? torontoToday() };
}
