import { useId, useState } from 'react';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { useTranslate } from '../../providers/translation';
import { PLACEHOLDERS, type Placeholder } from '../../domain/messagePlaceholders';

interface Props {
  onPick: (placeholder: Placeholder) => void;
  disabled?: boolean;
}

/** Spec §3's placeholders, named in the reader's language, each inserted where the cursor was. */
export function PlaceholderPicker({ onPick, disabled = false }: Props) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DataObjectIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        // Keep the cursor in the field being typed in: the menu inserts there.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('resources.messageTemplates.placeholders.insert')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} disableRestoreFocus>
        {PLACEHOLDERS.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              onPick(name);
            }}
          >
            <ListItemText
              primary={translate(`resources.messageTemplates.placeholders.${name}`)}
              secondary={`{{${name}}}`}
            />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
