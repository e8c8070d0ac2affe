import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type ActivityLogExportParams, downloadActivityLogCsv } from '@/api/activity-log';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** "Export CSV": downloads every entry the filters select (all pages) as a CSV file. */
export function ActivityExportButton({ filters }: { filters: ActivityLogExportParams }) {
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadActivityLogCsv(filters);
      saveFile(blob, fileName ?? 'activity-log.csv');
    } catch (error) {
      toast.error('Could not export the activity log', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="outline"
      disabled={exporting}
      title="Download the entries these filters show, every page, as a CSV file"
      onClick={() => void download()}
    >
      <Download className="size-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
