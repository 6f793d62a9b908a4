import { describe, expect, it } from 'vitest';
import { globalNoticeBody } from '../../domain/notifications';
import { fromLocalInput, newNoticeValues, noticeState, toLocalInput, toNoticePayload } from './globalNoticeForm';

describe('the global notice form', () => {
  it('turns the local date-time inputs into instants and back', () => {
    const local = '2026-11-24T09:30';
    const iso = fromLocalInput(local);
    expect(new Date(iso).getHours()).toBe(9);
    expect(new Date(iso).getMinutes()).toBe(30);
    expect(toLocalInput(iso)).toBe(local);
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('sends what the server accepts, and the server’s rule refuses an end before the start', () => {
    const values = {
      ...newNoticeValues(new Date('2026-11-24T14:00:00Z')),
      messageFr: 'Fermé le 25',
      messageEn: 'Closed on the 25th',
    };
    expect(globalNoticeBody.safeParse(toNoticePayload(values)).success).toBe(true);
    const backwards = globalNoticeBody.safeParse(toNoticePayload({ ...values, endsAt: values.startsAt }));
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['endsAt'], message: 'validation.dateRange' });
  });

  it('says whether a notice shows now, later or no more', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(noticeState({ startsAt: '2026-11-24T11:00:00Z', endsAt: '2026-11-24T13:00:00Z' }, now)).toBe('showing');
    expect(noticeState({ startsAt: '2026-11-24T12:30:00Z', endsAt: '2026-11-24T13:00:00Z' }, now)).toBe('upcoming');
    expect(noticeState({ startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T12:00:00Z' }, now)).toBe('ended');
  });
});
