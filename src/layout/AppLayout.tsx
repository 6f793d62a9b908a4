import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { NotificationCentreProvider } from '../../resources/notifications';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { ChangePasswordProvider } from './ChangePasswordContext';
import { GlobalNoticeBanner } from './GlobalNoticeBanner';
import { HoverSidebar } from './HoverSidebar';
import { RenderErrorRedirect } from './RenderErrorRedirect';

/** Layout 1 of spec §2: navbar on the left, toolbar on top, no footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ChangePasswordProvider>
      <NotificationCentreProvider>
        <Layout appBar={AppAppBar} menu={AppMenu} sidebar={HoverSidebar} error={RenderErrorRedirect}>
          <GlobalNoticeBanner />
          {children}
        </Layout>
      </NotificationCentreProvider>
    </ChangePasswordProvider>
  );
}
