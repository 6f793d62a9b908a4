import { Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import { AppNotification } from './AppNotification';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The bare layout of the guest and system pages: no navbar, toolbar or footer (spec §2). */
export function GuestLayout() {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageSwitcher />
      </Box>
      <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('app.name')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.tagline')}
      </Typography>
      {/* Most guest pages are fetched when opened (App.tsx). */}
      <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
        <Outlet />
      </Suspense>
      <AppNotification />
    </Box>
  );
}
