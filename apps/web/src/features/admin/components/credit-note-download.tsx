import { downloadAdminCreditNote } from '@/api/admin-orders';
import { FileDownloadButton } from '@/components/file-download-button';
import { useCan } from '@/lib/staff-access';

interface CreditNoteDownloadProps {
  orderId: number;
  creditNote: { id: number; creditNoteNumber: string };
}

/** "Download credit note …" on an order or a return, for the roles that download invoices. */
export function CreditNoteDownload({ orderId, creditNote }: CreditNoteDownloadProps) {
  const downloadsInvoices = useCan('invoices.download');
  if (!downloadsInvoices) return null;
  const number = creditNote.creditNoteNumber;
  return (
    <FileDownloadButton
      label={`Download credit note ${number}`}
      pendingLabel="Downloading..."
      failureTitle="Could not download the credit note"
      fallbackFileName={`credit-note-${number.replace(/\//g, '-')}.pdf`}
      download={() => downloadAdminCreditNote(orderId, creditNote.id)}
    />
  );
}
