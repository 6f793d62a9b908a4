import { Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { NotificationCategory, NotificationCategoryInfo, NotificationCounts } from '../../domain/notifications';
import { countLook, formatCategoryCount, shownCategories } from './notificationCounts';

function CategoryCount({ count }: { count: number | undefined }) {
  const translate = useTranslate();
  const look = countLook(count);
  if (look === 'loading') {
    return (
      <CircularProgress size={14} sx={{ ml: 1 }} aria-label={translate('resources.notificationCentre.countLoading')} />
    );
  }
  return (
    <Box
      component="span"
      data-count-look={look}
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        fontSize: 12,
        lineHeight: '20px',
        textAlign: 'center',
        color: 'common.white',
        bgcolor: look === 'positive' ? 'error.main' : 'grey.500',
      }}
    >
      {formatCategoryCount(count!)}
    </Box>
  );
}

interface Props {
  categories: readonly NotificationCategoryInfo[] | undefined;
  counts: NotificationCounts | undefined;
  selected: NotificationCategory;
  onChoose: (category: NotificationCategory) => void;
}

/** Spec §2's category buttons: the count (capped "50+", red, grey or a spinner), five at most. */
export function CategoryButtons({ categories, counts, selected, onChoose }: Props) {
  const translate = useTranslate();
  const shown = shownCategories(categories ?? [], counts, selected);
  return (
    <Box
      role="group"
      aria-label={translate('resources.notificationCentre.categories')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1, flexShrink: 0 }}
    >
      {shown.map(({ type }) => (
        <Button
          key={type}
          size="small"
          variant={type === selected ? 'contained' : 'outlined'}
          aria-pressed={type === selected}
          data-testid={`notification-category-${type}`}
          onClick={() => onChoose(type)}
          sx={{ textTransform: 'none', minWidth: 0, py: 0.25, px: 1 }}
        >
          {translate(`resources.notifications.categories.${type}`)}
          <CategoryCount count={counts?.[type]} />
        </Button>
      ))}
    </Box>
  );
}
