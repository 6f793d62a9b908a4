import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify } from 'react-admin';
import type { ReportName } from '../../domain/reports';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { saveFile } from '../common/saveFile';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** The whole report, as filtered and sorted, as a CSV file for the reader's Excel. */
export function ExportReportButton({ name }: { name: ReportName }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { filterValues, sort } = useListContext();
  const exported = useMutation({
    mutationFn: () => dataProvider.reportExport(name, { filter: filterValues, sort }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => exported.mutate()} disabled={exported.isPending}>
      {translate('resources.reports.actions.export')}
    </Button>
  );
}

/** The page as it stands, to print or save as PDF from the browser's dialog (the menu and filters left out). */
export function PrintReportButton() {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {translate('resources.reports.actions.print')}
    </Button>
  );
}
