import { useId } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate, type MessageKey } from '../../providers/translation';

interface Props {
  /** An i18n key: the file input's accessible name. */
  label: MessageKey;
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** An i18n key. */
  error?: MessageKey;
}

/** One file, chosen with a button; the chosen file's name is said beside it. */
export function FilePicker({ label, accept, file, onChange, error }: Props) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button component="label" htmlFor={id} variant="outlined" startIcon={<AttachFileIcon />}>
          {translate('files.choose')}
        </Button>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-label={translate(label)}
          hidden
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : translate('files.none')}
        </Typography>
      </Box>
      {error && <FormHelperText error>{translate(error)}</FormHelperText>}
    </Box>
  );
}
