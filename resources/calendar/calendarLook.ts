import type { CalendarEvent, CalendarKind } from '../../domain/calendarEvents';
import { agreementPath } from '../agreements/agreementPaths';
import { collectionFilePath } from '../collections/collectionPaths';
import { depositTransactionPath } from '../deposits/depositPaths';
import { reportPath } from '../reports/reportPaths';

/** Each kind's colour on the calendar (and on its filter chip): white words on it read at 4.5:1 or more. */
export const KIND_COLOURS: Record<CalendarKind, string> = {
  PAYMENTS: '#1976d2',
  DEPOSIT: '#2e7d32',
  FOLLOW_UP: '#b45309',
  PROMISE: '#9c27b0',
  AGREEMENT: '#00796b',
  HOLIDAY: '#757575',
  CLOSURE: '#c62828',
};

/** The record a click on an event opens; null when there is none (a holiday; a closure opens its dialog). */
export function eventPath(event: CalendarEvent, today: string): string | null {
  switch (event.kind) {
    case 'PAYMENTS':
      return reportPath(event.date < today ? 'past' : 'upcoming');
    case 'DEPOSIT':
      return event.recordId ? depositTransactionPath(event.recordId) : null;
    case 'FOLLOW_UP':
    case 'PROMISE':
      return event.recordId ? collectionFilePath(event.recordId) : null;
    case 'AGREEMENT':
      return event.recordId ? agreementPath(event.recordId) : null;
    default:
      return null;
  }
}
