import {
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  type ProductImportReport,
} from '@attar/contracts';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { importReportOf, useImportProductsCsv } from '@/api/product-csv';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { CsvImportReport, importSummary } from './csv-import-report';

const megabytes = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/** "Import CSV" and its dialog: choose a file, check it (a dry run), then apply it. */
export function CsvImportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden="true" />
        Import CSV
      </Button>
      {/* Mounted while open: each opening starts from a new file. */}
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const importCsv = useImportProductsCsv();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const busy = importCsv.isPending;
  const applying = busy && importCsv.variables?.dryRun === false;
  const tooLarge = file !== null && file.size > PRODUCT_CSV_MAX_BYTES;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
  };

  const check = async () => {
    if (!file) return;
    try {
      setReport(await importCsv.mutateAsync({ file, dryRun: true }));
    } catch (error) {
      toast.error('Could not check the file', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const apply = async () => {
    if (!file) return;
    try {
      const done = await importCsv.mutateAsync({ file, dryRun: false });
      toast.success('Import applied', { description: importSummary(done) });
      onClose();
    } catch (error) {
      // The catalogue changed since the check: the server says what fails now.
      const refused = importReportOf(error);
      if (refused) setReport(refused);
      toast.error(refused ? 'Nothing was imported' : 'Could not apply the import', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        title="Import products from CSV"
        description="Rows are matched by SKU: a known SKU updates that product, a new one adds a product. Nothing is written until you apply the import."
        size="lg"
        hideClose={busy}
        onInteractOutside={(event) => busy && event.preventDefault()}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            {report ? (
              <Button disabled={busy || report.errorCount > 0} onClick={() => void apply()}>
                {applying ? 'Applying...' : 'Apply import'}
              </Button>
            ) : (
              <Button disabled={busy || !file || tooLarge} onClick={() => void check()}>
                {busy ? 'Checking...' : 'Check file'}
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-5">
          <div>
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-describedby={`${id}-hint`}
              aria-invalid={tooLarge || undefined}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              // Choosing the same file again, once corrected, must count as a new choice.
              onClick={(event) => {
                event.currentTarget.value = '';
                choose(null);
              }}
              className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-soft file:border file:border-ink/80 file:bg-transparent file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-ink hover:file:text-ivory"
            />
            <p
              id={`${id}-hint`}
              className={tooLarge ? 'mt-1.5 text-xs text-danger' : 'mt-1.5 text-xs text-stone'}
            >
              {tooLarge
                ? `This file is larger than ${megabytes} MB. Split it into smaller files.`
                : `The columns of Export CSV, UTF-8; ${PRODUCT_CSV_REQUIRED_COLUMNS.join(', ')} are required. At most ${megabytes} MB and ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-IN')} products.`}
            </p>
          </div>

          {busy ? (
            <div className="grid gap-2">
              <div
                role="progressbar"
                aria-label={applying ? 'Applying the import' : 'Checking the file'}
                aria-valuetext="In progress"
                className="h-1.5 overflow-hidden rounded-full bg-ivory-deep"
              >
                <div className="h-full w-1/2 rounded-full bg-gold motion-safe:animate-[loading-slide_1.2s_ease-in-out_infinite]" />
              </div>
              <p className="text-xs text-stone">
                {applying
                  ? 'Writing every row in one go. Keep this window open.'
                  : `Checking ${file?.name ?? 'the file'}...`}
              </p>
            </div>
          ) : null}

          {report ? <CsvImportReport report={report} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
