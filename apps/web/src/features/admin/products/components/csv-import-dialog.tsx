import {
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  type ProductImportReport,
  type ProductImportRun,
} from '@attar/contracts';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  importReportOf,
  isImportUnderWay,
  useApplyProductsCsv,
  useCheckProductsCsv,
  useProductImport,
} from '@/api/product-csv';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { CsvImportReport, importSummary } from './csv-import-report';

const megabytes = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/**
 * "Import CSV" and its dialog: choose a file, check it (a dry run), then apply it. The server
 * writes an applied file in the background; this button follows it, even once the dialog is
 * closed, and says how it ended.
 */
export function CsvImportDialog() {
  const [open, setOpen] = useState(false);
  const [importId, setImportId] = useState<number | null>(null);
  const { data: run } = useProductImport(importId);
  const underWay = isImportUnderWay(run);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (!run || isImportUnderWay(run) || announced.current === run.id) return;
    announced.current = run.id;
    if (run.status === 'DONE') {
      toast.success('Import applied', { description: importSummary(run.report) });
      setOpen(false);
      setImportId(null);
    } else {
      toast.error('Nothing was imported', {
        description: run.error ?? 'The import failed. Please try again.',
      });
      // An open dialog shows why; a closed one has nothing more to show.
      if (!open) setImportId(null);
    }
  }, [run, open]);

  const close = () => {
    setOpen(false);
    if (!underWay) setImportId(null);
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden="true" />
        Import CSV
      </Button>
      {/* Mounted while open: each opening starts from a new file. */}
      {open ? (
        <ImportDialog
          run={run}
          onApplied={(applied) => setImportId(applied.id)}
          onNewFile={() => setImportId(null)}
          onClose={close}
        />
      ) : null}
    </>
  );
}

interface ImportDialogProps {
  /** The import applied from this dialog (or still under way from an earlier opening). */
  run: ProductImportRun | undefined;
  onApplied: (run: ProductImportRun) => void;
  onNewFile: () => void;
  onClose: () => void;
}

function ImportDialog({ run, onApplied, onNewFile, onClose }: ImportDialogProps) {
  const id = useId();
  const checkCsv = useCheckProductsCsv();
  const applyCsv = useApplyProductsCsv();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const underWay = isImportUnderWay(run);
  const failed = run?.status === 'FAILED' ? run : null;
  // Sending the file: the dialog stays until the server has it.
  const busy = checkCsv.isPending || applyCsv.isPending;
  const locked = busy || underWay;
  const tooLarge = file !== null && file.size > PRODUCT_CSV_MAX_BYTES;
  // A row that failed when the server wrote the file is shown as a check's error is.
  const shownReport = failed && failed.report.errorCount > 0 ? failed.report : report;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    if (!underWay) onNewFile();
  };

  const check = async () => {
    if (!file) return;
    try {
      setReport(await checkCsv.mutateAsync(file));
    } catch (error) {
      toast.error('Could not check the file', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const apply = async () => {
    if (!file) return;
    try {
      onApplied(await applyCsv.mutateAsync(file));
    } catch (error) {
      // The catalogue changed since the check: the server says what fails now.
      const refused = importReportOf(error);
      if (refused) setReport(refused);
      toast.error(refused ? 'Nothing was imported' : 'Could not apply the import', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const progress = checkCsv.isPending
    ? { label: 'Checking the file', text: `Checking ${file?.name ?? 'the file'}...` }
    : applyCsv.isPending
      ? { label: 'Applying the import', text: 'Sending the file...' }
      : underWay
        ? {
            label: 'Applying the import',
            text:
              run?.status === 'RUNNING'
                ? `Importing ${run.report.rows.toLocaleString('en-IN')} rows. It carries on if you close this window.`
                : 'Import queued. It carries on if you close this window.',
          }
        : null;
  const canApply = !!shownReport && shownReport.errorCount === 0 && !locked;

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
              {underWay ? 'Close' : 'Cancel'}
            </Button>
            {shownReport ? (
              <Button disabled={!canApply} onClick={() => void apply()}>
                {applyCsv.isPending || underWay ? 'Applying...' : 'Apply import'}
              </Button>
            ) : (
              <Button disabled={locked || !file || tooLarge} onClick={() => void check()}>
                {checkCsv.isPending ? 'Checking...' : 'Check file'}
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
              disabled={locked}
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

          {progress ? (
            <div className="grid gap-2">
              <div
                role="progressbar"
                aria-label={progress.label}
                aria-valuetext="In progress"
                className="h-1.5 overflow-hidden rounded-full bg-ivory-deep"
              >
                <div className="h-full w-1/2 rounded-full bg-gold motion-safe:animate-[loading-slide_1.2s_ease-in-out_infinite]" />
              </div>
              <p role="status" className="text-xs text-stone">
                {progress.text}
              </p>
            </div>
          ) : null}

          {failed && failed.report.errorCount === 0 ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {failed.error ?? 'The import failed; nothing was written.'}
            </p>
          ) : null}

          {shownReport && !underWay ? <CsvImportReport report={shownReport} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
