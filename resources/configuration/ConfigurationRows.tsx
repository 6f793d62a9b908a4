import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { AddItemButton, ArrayInput, RemoveItemButton, SimpleFormIterator } from 'react-admin';
import { useTranslate, type MessageKey } from '../../providers/translation';

/** A part of the loan configuration form: its title, a line saying what it does, its inputs. */
export function ConfigurationSection({
  title,
  help,
  children,
}: {
  title: MessageKey;
  help: MessageKey;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(help)}
      </Typography>
      {children}
    </Box>
  );
}

/** Rows an administrator adds and removes (amounts offered, provinces' caps), each on one line. */
export function ConfigurationRows({
  source,
  readOnly,
  addLabel,
  removeLabel,
  children,
}: {
  source: string;
  readOnly: boolean;
  addLabel: MessageKey;
  removeLabel: MessageKey;
  children: ReactNode;
}) {
  return (
    <ArrayInput source={source} label={false} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disabled={readOnly}
        getItemLabel={false}
        addButton={<AddItemButton label={addLabel} />}
        removeButton={<RemoveItemButton label={removeLabel} />}
      >
        {children}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
