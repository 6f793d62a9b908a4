import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr-ca';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import AddIcon from '@mui/icons-material/EventBusy';
import { Box, Button, Card, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { addDays } from '../../domain/calendarDates';
import { CALENDAR_KINDS, type CalendarEvent, type CalendarKind } from '../../domain/calendarEvents';
import { formatCad } from '../../providers/formatters';
import { currentLanguage } from '../../providers/i18nProvider';
import { memberKey, messageGroup, messageKey, useTranslate, type MessageKey } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ClosureDialog } from './ClosureDialog';
import { eventPath, KIND_COLOURS } from './calendarLook';

/**
 * FullCalendar's grid has no name: it is named by the toolbar's title ("novembre 2026"), which it
 * follows from month to month (a month's cells are new, its grid is not). FullCalendar leaves the
 * attributes it did not write where they are.
 */
function nameTheGrid(cell: HTMLElement) {
  const grid = cell.closest('table[role="grid"]');
  const title = cell.closest('.fc')?.querySelector('.fc-toolbar-title');
  if (grid && title?.id) grid.setAttribute('aria-labelledby', title.id);
}

const localToday = () => new Date().toLocaleDateString('en-CA');

/**
 * Spec §2's calendar (/apps/calendar): each day's work by month, week, day or agenda — payments due
 * (a day's count and sum), deposits to send, follow-ups and promises, agreed payments, holidays
 * and the lender's closures — filtered by kind and agent; a click opens the record. Administrators
 * close and reopen days here, which the payment calendar then skips.
 */
export function CalendarScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { canAccess: managesClosures } = useCanAccess({ action: 'edit', resource: 'configuration' });
  const { canAccess: seesCollections } = useCanAccess({ action: 'list', resource: 'collection-files' });
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [kinds, setKinds] = useState<CalendarKind[]>([...CALENDAR_KINDS]);
  const [agentId, setAgentId] = useState<number | ''>('');
  const [closure, setClosure] = useState<{ day: string; closed: boolean } | null>(null);

  const agents = useQuery({
    queryKey: ['collection-files', 'choices'],
    queryFn: () => dataProvider.collectionChoices(),
    enabled: seesCollections === true,
    staleTime: 60_000,
  });
  const events = useQuery({
    queryKey: ['calendar', range?.from, range?.to, kinds.join(','), agentId],
    queryFn: () => dataProvider.calendarEvents({ ...range!, kinds, agentId: agentId === '' ? undefined : agentId }),
    enabled: range !== null && kinds.length > 0,
    placeholderData: (previous) => previous,
  });
  const changed = (message: MessageKey) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      setClosure(null);
      return queryClient.invalidateQueries({ queryKey: ['calendar'] });
    },
    onError: (error: unknown) => notify(errorText(error), { type: 'error' }),
  });
  const add = useMutation({
    mutationFn: dataProvider.addClosure,
    ...changed(messageKey('resources.calendar.closureAdded')),
  });
  const remove = useMutation({
    mutationFn: dataProvider.removeClosure,
    ...changed(messageKey('resources.calendar.closureRemoved')),
  });

  const titleOf = (event: CalendarEvent) => {
    const amount = event.amount === null ? '' : ` · ${formatCad(event.amount)}`;
    switch (event.kind) {
      case 'PAYMENTS':
        return translate('resources.calendar.payments', {
          smart_count: event.count ?? 0,
          amount: formatCad(event.amount),
        });
      case 'HOLIDAY':
        return translate(memberKey(messageGroup('resources.calendar.holidays'), event.label ?? ''), {
          _: event.label ?? '',
        });
      case 'CLOSURE':
        return `${translate('resources.calendar.closed')}${event.label ? ` · ${event.label}` : ''}`;
      default:
        return `${event.label ?? ''}${amount}`;
    }
  };
  const shown: EventInput[] = useMemo(
    () =>
      (kinds.length === 0 ? [] : (events.data ?? [])).map((event) => ({
        id: event.id,
        title: titleOf(event),
        start: event.date,
        allDay: true,
        backgroundColor: KIND_COLOURS[event.kind],
        borderColor: KIND_COLOURS[event.kind],
        extendedProps: { record: event },
        classNames: [`calendar-${event.kind.toLowerCase()}`],
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [events.data, kinds],
  );

  const onEventClick = ({ event }: EventClickArg) => {
    const record = event.extendedProps.record as CalendarEvent;
    if (record.kind === 'CLOSURE') {
      if (managesClosures) setClosure({ day: record.date, closed: true });
      return;
    }
    const path = eventPath(record, localToday());
    if (path) navigate(path);
  };
  const onDateClick = ({ dateStr }: DateClickArg) => {
    if (managesClosures) setClosure({ day: dateStr.slice(0, 10), closed: false });
  };
  const onDatesSet = ({ startStr, endStr }: DatesSetArg) =>
    setRange({ from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) });
  const toggle = (kind: CalendarKind) =>
    setKinds((current) => (current.includes(kind) ? current.filter((each) => each !== kind) : [...current, kind]));

  return (
    <Box sx={{ mt: 2 }}>
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 1.5 }}
        >
          <Typography variant="h6" component="h1">
            {translate('resources.calendar.title')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {seesCollections && (
              <TextField
                select
                size="small"
                label={translate('resources.calendar.agent')}
                value={agentId}
                onChange={(event) => setAgentId(event.target.value === '' ? '' : Number(event.target.value))}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{translate('resources.calendar.allAgents')}</MenuItem>
                {(agents.data?.agents ?? []).map((agent) => (
                  <MenuItem key={agent.id} value={agent.id}>
                    {agent.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {managesClosures && (
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                onClick={() => setClosure({ day: addDays(localToday(), 1), closed: false })}
              >
                {translate('resources.calendar.addClosure')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group">
          {CALENDAR_KINDS.map((kind) => {
            const on = kinds.includes(kind);
            return (
              <Chip
                key={kind}
                label={translate(`resources.calendar.kinds.${kind}`)}
                onClick={() => toggle(kind)}
                aria-pressed={on}
                variant={on ? 'filled' : 'outlined'}
                sx={
                  on
                    ? { bgcolor: KIND_COLOURS[kind], color: '#fff', '&:hover': { bgcolor: KIND_COLOURS[kind] } }
                    : undefined
                }
              />
            );
          })}
        </Stack>
      </Card>
      <Card
        sx={{
          p: { xs: 1, md: 2 },
          '& .fc-event': { cursor: 'pointer' },
          // A month's events wrap onto a second line rather than end in "…": "2 paiements, 1…" said nothing.
          '& .fc-daygrid-event': { whiteSpace: 'normal' },
          '& .fc-daygrid-event .fc-event-title': { overflow: 'visible', textOverflow: 'clip' },
          '& .fc-toolbar-title': { fontSize: '1.25rem' },
          // The next month's days were a pale grey (opacity .3, 1.9:1): greyed, still readable.
          '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          locale={currentLanguage === 'en' ? 'en' : frLocale}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
          }}
          // FullCalendar's arrows are images without a name; its buttons say their words instead.
          buttonIcons={false}
          buttonText={{
            prev: translate('resources.calendar.views.prev'),
            next: translate('resources.calendar.views.next'),
            today: translate('resources.calendar.views.today'),
            month: translate('resources.calendar.views.month'),
            week: translate('resources.calendar.views.week'),
            day: translate('resources.calendar.views.day'),
            list: translate('resources.calendar.views.list'),
          }}
          events={shown}
          eventClick={onEventClick}
          dateClick={onDateClick}
          datesSet={onDatesSet}
          // A title cut short in its day's cell is read whole on hover.
          eventDidMount={({ el, event }) => el.setAttribute('title', event.title)}
          // A day's cell is named by its date alone while it shows its events too (a screen reader
          // then says the date and not what is on it): its contents name it.
          dayCellDidMount={({ el }) => {
            el.removeAttribute('aria-labelledby');
            nameTheGrid(el);
          }}
          // "+3 more" opens the day's events: a button, so its aria-expanded is allowed and announced.
          moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
          dayMaxEvents={4}
          height="auto"
          allDaySlot
          slotMinTime="08:00:00"
          slotMaxTime="18:00:00"
        />
      </Card>
      {closure && (
        <ClosureDialog
          day={closure.day}
          closed={closure.closed}
          onClose={() => setClosure(null)}
          onAdd={(input) => add.mutate(input)}
          onRemove={(day) => remove.mutate(day)}
          pending={add.isPending || remove.isPending}
        />
      )}
    </Box>
  );
}
