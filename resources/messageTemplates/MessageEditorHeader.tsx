import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import { MESSAGE_LIST_PATH } from './messagePaths';

/** The top of a message editor: back to the list, its title, and what sits at the end of the line. */
export function MessageEditorHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={`/apps${MESSAGE_LIST_PATH}`} startIcon={<ArrowBackIcon />}>
        {translate('resources.messageTemplates.editor.back')}
      </Button>
      <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
