import { Box, Typography } from '@mui/material';
import { useCompanyBranding } from '../../resources/configuration/useCompanyBranding';

/**
 * The company in the app bar, beside the page's title: its logo when one was uploaded (named by
 * the company's name for screen readers and on hover), its name otherwise.
 */
export function CompanyBrand() {
  const { companyName, logoSrc } = useCompanyBranding();
  if (!companyName) return null;
  return (
    <Box data-testid="company-brand" sx={{ display: 'flex', alignItems: 'center', mr: 2, flexShrink: 0 }}>
      {logoSrc ? (
        <Box
          component="img"
          src={logoSrc}
          alt={companyName}
          title={companyName}
          sx={{ display: 'block', maxHeight: 36, maxWidth: 120, objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600 }}>
          {companyName}
        </Typography>
      )}
    </Box>
  );
}
