import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { NotificationCentreProvider } from '../../resources/notifications';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { ChangePasswordProvider } from './ChangePasswordContext';
import { GlobalNoticeBanner } from './GlobalNoticeBanner';
import { HoverSidebar } from './HoverSidebar';
import { LiveAlerts } from './LiveAlerts';
import { RenderErrorRedirect } from './RenderErrorRedirect';

/** Layout 1 of spec §2: navbar on the left, toolbar on top, no footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ChangePasswordProvider>
      <NotificationCentreProvider>
        <Layout
          appBar={AppAppBar}
          menu={AppMenu}
          sidebar={HoverSidebar}
          error={RenderErrorRedirect}
          // A flex item grows to fit its widest child unless told otherwise: without this, a form's
          // grid or a row of tabs pushed the page past the window instead of wrapping or scrolling.
          sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
        >
          <GlobalNoticeBanner />
          {children}
          <LiveAlerts />
        </Layout>
      </NotificationCentreProvider>
    </ChangePasswordProvider>
  );
}
