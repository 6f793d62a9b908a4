import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';

const CalendarScreen = lazy(
  withScreenWords('reports', () =>
    import('../dashboards/screens').then((module) => ({ default: module.CalendarScreen })),
  ),
);

/** Spec §2's /apps/calendar: whoever sees loans (each kind of day also asks for its own list's permission). */
export const calendarRoutes = [
  <Route
    key="calendar"
    path="/calendar"
    element={
      <GuardedScreen action="list" resource="calendar">
        <CalendarScreen />
      </GuardedScreen>
    }
  />,
];
