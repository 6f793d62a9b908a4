import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import type { DownloadedFile } from '../../providers/accountingActions';
import { memberKey, messageGroup, runtimeKey, useTranslate } from '../../providers/translation';
import { fieldErrorsOf, useApiErrorText } from '../common/apiErrors';
import { saveFile } from '../common/saveFile';

const FORMATS = messageGroup('resources.accounting.exports.formats');

interface ExportBooksButtonProps<Format extends string> {
  /** What the button says ("Export", "Export the period's journal"). */
  label: string;
  formats: readonly Format[];
  download: (format: Format) => Promise<DownloadedFile>;
  disabled?: boolean;
}

/**
 * A button that opens the files the accountant can take (QuickBooks Online, Sage 50, CSV, PDF) and
 * saves the chosen one. A refused period (more than 13 months) is said in the field's own words.
 */
export function ExportBooksButton<Format extends string>({
  label,
  formats,
  download,
  disabled,
}: ExportBooksButtonProps<Format>) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exported = useMutation({
    mutationFn: download,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      const fieldError = Object.values(fieldErrorsOf(error) ?? {})[0];
      notify(fieldError ? translate(runtimeKey(fieldError)) : errorText(error), { type: 'error' });
    },
  });
  const choose = (format: Format) => {
    setAnchor(null);
    exported.mutate(format);
  };
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled || exported.isPending}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(memberKey(FORMATS, format))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
