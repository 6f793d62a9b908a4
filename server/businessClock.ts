import { daysBetween, isValidIsoDate, type IsoDate } from '../domain/calendarDates';

export interface BusinessClock {
  today(): IsoDate;
  /**
   * The instant money batches run by (cut-offs, a provider's delays). With a pinned date it is that
   * date at the real time of day in Toronto, so a demonstration's cut-offs still come and go.
   */
  now(): Date;
}

const torontoParts = (now: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );

/** Today's date in the lender's business calendar (America/Toronto), not the server's time zone. */
export function torontoToday(now = new Date()): IsoDate {
  const parts = torontoParts(now);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Toronto wall-clock time HH:MM of an instant. */
export function torontoTime(instant: Date): string {
  const parts = torontoParts(instant);
  return `${parts.hour}:${parts.minute}`;
}

/** The instant of a Toronto wall-clock date and time (the offset of that day, EST or EDT). */
export function torontoInstant(date: IsoDate, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = torontoParts(guess);
  const seenAsUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return new Date(guess.getTime() + (guess.getTime() - seenAsUtc));
}

/** The real calendar, or a fixed date (BUSINESS_DATE) for demonstrations and tests. */
export function createBusinessClock(fixedDate?: string): BusinessClock {
  if (fixedDate !== undefined && !isValidIsoDate(fixedDate))
    throw new Error(`BUSINESS_DATE must be a date YYYY-MM-DD, not "${fixedDate}"`);
  if (fixedDate === undefined) return { today: () => torontoToday(), now: () => new Date() };
  return {
    today: () => fixedDate,
    // The pinned day at the real time of day, to the millisecond: the real instant moved by whole days.
    now: () => {
      const real = new Date();
      return new Date(real.getTime() + daysBetween(torontoToday(real), fixedDate) * 86_400_000);
    },
  };
}
