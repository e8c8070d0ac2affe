import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadProductsCsv } from '@/api/product-csv';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useProductListParams } from '../use-product-list-params';

/**
 * "Export CSV": downloads what the table's filters and sort show, every page of it, as a CSV
 * file a spreadsheet opens (the columns the import reads back).
 */
export function CsvExportButton() {
  const { params } = useProductListParams();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const { page: _page, size: _size, ...filters } = params;
      const { blob, fileName } = await downloadProductsCsv(filters);
      saveFile(blob, fileName ?? 'products.csv');
    } catch (error) {
      toast.error('Could not export the products', {
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
      title="Download the products these filters show, every page, as a CSV file"
      onClick={() => void download()}
    >
      <Download className="size-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
