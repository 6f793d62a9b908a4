import { MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { LANGUAGES, type Language } from '../../../i18n/types';
import { currentLanguage, setLanguage } from '../../../providers/i18nProvider';
import { memberKey, useTranslate } from '../../../providers/translation';
import { useApiErrorText } from '../../../resources/common/apiErrors';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { ME_QUERY_KEY } from '../../layout/useShell';

/**
 * The user's language on file (issue 15): the emails they receive are written in it, and the page
 * switches to it at once (stored in the browser, then reloaded, as the toolbar's switcher does).
 * Choosing the language already on file still switches a page shown in the other one.
 */
export function ProfileLanguage({ language }: { language: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (chosen: Language) =>
      chosen === language ? { language: chosen } : dataProvider.setOwnLanguage(chosen),
    onSuccess: ({ language: saved }) => {
      if (saved !== currentLanguage) setLanguage(saved);
      else void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  return (
    <TextField
      select
      size="small"
      label={translate('pages.profile.language')}
      helperText={translate('pages.profile.languageHint')}
      value={language}
      disabled={save.isPending}
      sx={{ maxWidth: 320 }}
    >
      {LANGUAGES.map((each) => (
        // On the item rather than the field's onChange, which is silent when the value stays the same.
        <MenuItem key={each} value={each} lang={each} onClick={() => save.mutate(each)}>
          {translate(memberKey('languages', each))}
        </MenuItem>
      ))}
    </TextField>
  );
}
