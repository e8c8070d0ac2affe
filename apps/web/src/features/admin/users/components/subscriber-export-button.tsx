import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadSubscribersCsv } from '@/api/subscribers';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** "Export CSV": every current subscriber the search finds, every page, as a CSV file. */
export function SubscriberExportButton({ search }: { search: string }) {
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadSubscribersCsv({ search: search || undefined });
      saveFile(blob, fileName ?? 'subscribers.csv');
    } catch (error) {
      toast.error('Could not export the subscribers', {
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
      title="Download the subscribers this search finds, every page, as a CSV file"
      onClick={() => void download()}
    >
      <Download className="size-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
