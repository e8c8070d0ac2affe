import { downloadShipmentDocument, type ShipmentDocument } from '@/api/shipments';
import { FileDownloadButton } from '@/components/file-download-button';

const DOCUMENTS: Record<ShipmentDocument, { what: string; fileName: string }> = {
  labels: { what: 'the labels', fileName: 'labels.pdf' },
  manifest: { what: 'the manifest', fileName: 'manifest.pdf' },
  packingSlips: { what: 'the packing slips', fileName: 'packing-slips.pdf' },
};

interface ShipmentDocumentButtonProps {
  document: ShipmentDocument;
  label: string;
  orderIds: readonly number[];
  variant?: 'outline' | 'primary';
}

/** One PDF (labels, manifest or packing slips) for the orders given, saved as a download. */
export function ShipmentDocumentButton({
  document,
  label,
  orderIds,
  variant = 'outline',
}: ShipmentDocumentButtonProps) {
  const { what, fileName } = DOCUMENTS[document];
  return (
    <FileDownloadButton
      label={label}
      pendingLabel="Downloading..."
      failureTitle={`Could not download ${what}`}
      fallbackFileName={fileName}
      variant={variant}
      className="px-4"
      disabled={orderIds.length === 0}
      download={() => downloadShipmentDocument(document, orderIds)}
    />
  );
}
