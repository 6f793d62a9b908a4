import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify } from 'react-admin';
import { useTranslate, type MessageKey, runtimeKey, messageKey, messageGroup } from '../../providers/translation';
import type { GeneralSettingsRecord } from '../../domain/generalSettings';
import { PNG_CONTENT_TYPE } from '../../domain/pngImage';
import { useApiErrorText, fieldErrorsOf } from '../common/apiErrors';
import { FilePicker } from '../common/FilePicker';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { logoFileProblem } from './logoFile';
import { apiUrl } from '../../providers/apiBaseUrl';

const WORDS = messageGroup('resources.generalSettings.logo');

interface Props {
  record: GeneralSettingsRecord;
  readOnly: boolean;
  onChanged: (record: GeneralSettingsRecord) => void;
}

/**
 * Spec §3's company logo: its preview, a PNG of at most 200 × 200 chosen and checked here first
 * (the server checks it again by content), then uploaded; or removed after a confirmation.
 */
export function CompanyLogoSection({ record, readOnly, onChanged }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [confirming, setConfirming] = useState(false);

  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.uploadCompanyLogo(chosen),
    onSuccess: (answer) => {
      notify(messageKey('messages.LOGO_UPLOADED'), { type: 'success' });
      setFile(null);
      onChanged(answer);
    },
    onError: (error) => {
      const fieldError = fieldErrorsOf(error)?.file;
      if (fieldError) setProblem(runtimeKey(fieldError));
      else notify(errorText(error), { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.removeCompanyLogo(),
    onSuccess: (answer) => {
      notify(messageKey('messages.LOGO_REMOVED'), { type: 'success' });
      setConfirming(false);
      onChanged(answer);
    },
    onError: (error) => {
      setConfirming(false);
      notify(errorText(error), { type: 'error' });
    },
  });

  async function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? await logoFileProblem(chosen) : null);
  }

  const { logo } = record;
  return (
    <Box component="section" aria-labelledby="company-logo-title" sx={{ mt: 4 }}>
      <Typography id="company-logo-title" variant="h6" component="h2" gutterBottom>
        {translate(`${WORDS}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${WORDS}.help`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box
          sx={{
            width: 200,
            height: 200,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
          }}
        >
          {logo ? (
            <img
              src={apiUrl(logo.url)}
              alt={translate(`${WORDS}.alt`, { name: record.companyName })}
              width={logo.width}
              height={logo.height}
              data-testid="logo-preview"
            />
          ) : (
            <Typography color="text.secondary">{translate(`${WORDS}.none`)}</Typography>
          )}
        </Box>
        {logo && (
          <Typography variant="body2">
            {translate(`${WORDS}.size`, { width: logo.width, height: logo.height })}
          </Typography>
        )}
      </Box>
      {!readOnly && (
        <>
          <FilePicker
            label={`${WORDS}.file`}
            accept={PNG_CONTENT_TYPE}
            file={file}
            onChange={(chosen) => void choose(chosen)}
            error={problem ?? undefined}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={!file || !!problem || upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {translate(`${WORDS}.upload`)}
            </Button>
            {logo && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                disabled={remove.isPending}
                onClick={() => setConfirming(true)}
              >
                {translate(`${WORDS}.remove`)}
              </Button>
            )}
          </Box>
          <Confirm
            isOpen={confirming}
            loading={remove.isPending}
            title={`${WORDS}.remove`}
            content={`${WORDS}.confirmRemove`}
            onConfirm={() => remove.mutate()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Box>
  );
}
