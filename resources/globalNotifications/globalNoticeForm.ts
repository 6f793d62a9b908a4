import type { GlobalNotice, GlobalNoticeInput } from '../../domain/notifications';

/** The form's values: the two messages, and start and end as the browser's local date-time inputs write them. */
export interface GlobalNoticeFormValues {
  messageFr: string;
  messageEn: string;
  startsAt: string;
  endsAt: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the reader's time zone ('' when invalid). */
export function toLocalInput(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the reader's time zone) as the ISO instant the server wants ('' stays invalid). */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export const toNoticePayload = (values: GlobalNoticeFormValues): GlobalNoticeInput => ({
  messageFr: values.messageFr ?? '',
  messageEn: values.messageEn ?? '',
  startsAt: fromLocalInput(values.startsAt ?? ''),
  endsAt: fromLocalInput(values.endsAt ?? ''),
});

/** A new notice starts now and shows for a day unless the administrator says otherwise. */
export function newNoticeValues(now = new Date()): GlobalNoticeFormValues {
  return {
    messageFr: '',
    messageEn: '',
    startsAt: toLocalInput(now),
    endsAt: toLocalInput(new Date(now.getTime() + 24 * 3600_000)),
  };
}

export const noticeFormValues = (notice: GlobalNotice): GlobalNoticeFormValues => ({
  messageFr: notice.messageFr,
  messageEn: notice.messageEn,
  startsAt: toLocalInput(notice.startsAt),
  endsAt: toLocalInput(notice.endsAt),
});

export type NoticeState = 'showing' | 'upcoming' | 'ended';

export function noticeState(notice: Pick<GlobalNotice, 'startsAt' | 'endsAt'>, now = Date.now()): NoticeState {
  if (Date.parse(notice.endsAt) <= now) return 'ended';
  return Date.parse(notice.startsAt) > now ? 'upcoming' : 'showing';
}
