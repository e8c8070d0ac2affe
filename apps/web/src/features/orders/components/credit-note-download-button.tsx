import type { CreditNoteSummary } from '@attar/contracts';
import { downloadMyCreditNote } from '@/api/orders';
import { FileDownloadButton } from '@/components/file-download-button';

/** "Download credit note CN/…" for a credit note issued against one of the customer's orders. */
export function CreditNoteDownloadButton({
  orderId,
  creditNote,
  className,
}: {
  orderId: number;
  creditNote: Pick<CreditNoteSummary, 'id' | 'creditNoteNumber'>;
  className?: string;
}) {
  return (
    <FileDownloadButton
      className={className}
      label={`Download credit note ${creditNote.creditNoteNumber}`}
      pendingLabel="Downloading..."
      failureTitle="Could not download the credit note"
      fallbackFileName={`credit-note-${creditNote.creditNoteNumber.replace(/\//g, '-')}.pdf`}
      download={() => downloadMyCreditNote(orderId, creditNote.id)}
    />
  );
}
