import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CircularProgress, List, TablePagination, Typography } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Title } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { NotificationCategory } from '../../domain/notifications';
import { EmptyState } from '../common/EmptyState';
import { CategoryButtons } from './CategoryButtons';
import { MarkAllReadButton } from './MarkAllReadButton';
import { NotificationListItem } from './NotificationListItem';
import { useNotificationCentre } from './NotificationCentreProvider';
import { isNotificationCategory } from './notificationCounts';
import { notificationsPath } from './notificationPaths';
import { useNotificationCategories, useNotificationCounts, useNotificationPage } from './useNotificationData';
import { useOpenNotification } from './useOpenNotification';

const PER_PAGE_CHOICES = [25, 50, 100];

/** /apps/notifications/:category (spec §2): every notification of a category, read or not, newest first. */
export function NotificationsPage() {
  const { category } = useParams<{ category: string }>();
  if (!isNotificationCategory(category)) return <Navigate to={notificationsPath('ALL')} replace />;
  return <CategoryNotifications key={category} category={category} />;
}

function CategoryNotifications({ category }: { category: NotificationCategory }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { setSelectedCategory } = useNotificationCentre();
  const counts = useNotificationCounts();
  const categories = useNotificationCategories();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE_CHOICES[0]);
  const { data, isPending } = useNotificationPage(category, page, perPage);
  const open = useOpenNotification();
  const heading = translate('resources.notificationCentre.pageTitle', {
    category: translate(`resources.notifications.categories.${category}`),
  });

  // The bell follows the page: its See more then leads back here.
  useEffect(() => setSelectedCategory(category), [category, setSelectedCategory]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <MarkAllReadButton category={category} disabled={!counts?.[category]} />
        </Box>
        <CategoryButtons
          categories={categories}
          counts={counts}
          selected={category}
          onChoose={(next) => navigate(notificationsPath(next))}
        />
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('pages.loading')} />
          </Box>
        ) : data && data.notifications.length > 0 ? (
          <>
            <List disablePadding data-testid="notification-page-list">
              {data.notifications.map((item) => (
                <NotificationListItem key={item.id} item={item} onOpen={open} />
              ))}
            </List>
            <TablePagination
              component="div"
              count={data.capped ? -1 : data.total}
              page={page - 1}
              rowsPerPage={perPage}
              rowsPerPageOptions={PER_PAGE_CHOICES}
              onPageChange={(_event, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) =>
                translate(count === -1 ? 'ra.navigation.partial_page_range_info' : 'ra.navigation.page_range_info', {
                  offsetBegin: from,
                  offsetEnd: to,
                  total: count,
                })
              }
            />
          </>
        ) : (
          <EmptyState label={messageKey('resources.notificationCentre.emptyPage')} />
        )}
      </CardContent>
    </Card>
  );
}
