import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ADMIN_NEW_PRODUCT_PATH } from '@/lib/paths';
import { CsvExportButton } from './csv-export-button';
import { CsvImportDialog } from './csv-import-dialog';

/**
 * The buttons in the products page's header. This is the products page's toolbar slot: the CSV
 * import and export go here, before "Add product", which stays last as the main action.
 */
export function ProductsHeaderActions() {
  return (
    <>
      <CsvExportButton />
      <CsvImportDialog />
      <Button asChild>
        <Link to={ADMIN_NEW_PRODUCT_PATH}>
          <Plus className="size-4" aria-hidden="true" />
          Add product
        </Link>
      </Button>
    </>
  );
}
