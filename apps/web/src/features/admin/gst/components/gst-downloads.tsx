import type { GstPeriodQuery } from '@attar/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadPaymentsFile } from '@/api/admin-orders';
import { downloadGstFile, type GstFileKind } from '@/api/gst-returns';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

type FileKind = GstFileKind | 'payments';

const FILES: { kind: FileKind; label: string; title: string }[] = [
  {
    kind: 'b2cs',
    label: 'B2CS',
    title: 'GSTR-1 table 7: sales to unregistered buyers by place of supply and rate',
  },
  {
    kind: 'b2cl',
    label: 'B2CL',
    title: 'GSTR-1 table 5: inter-state invoices above the B2C large threshold',
  },
  { kind: 'hsn', label: 'HSN summary', title: 'GSTR-1 table 12: the HSN-wise summary' },
  {
    kind: 'cdnur',
    label: 'CDNUR',
    title: 'GSTR-1 table 9B: credit notes against B2C large invoices',
  },
  {
    kind: 'sales-register',
    label: 'Sales register',
    title: 'Every invoice line and credit note line of the period',
  },
  {
    kind: 'payments',
    label: 'Online payments',
    title:
      'Every payment captured and refund asked for at the payment gateway, by the day it was taken; refunds negative',
  },
];

const download = (kind: FileKind, period: GstPeriodQuery) =>
  kind === 'payments' ? downloadPaymentsFile(period) : downloadGstFile(kind, period);

/**
 * One button per CSV file of the period (the GST files, then the online payments an accountant
 * reconciles with the gateway's settlements); each fetches its file with the admin's token.
 */
export function GstDownloads({ period }: { period: GstPeriodQuery | null }) {
  const [busy, setBusy] = useState<FileKind | null>(null);

  const save = async (kind: FileKind, label: string) => {
    if (!period) return;
    setBusy(kind);
    try {
      const { blob, fileName } = await download(kind, period);
      saveFile(blob, fileName ?? `${kind}-${period.from}-to-${period.to}.csv`);
    } catch (error) {
      toast.error(`Could not download ${label}`, {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {FILES.map(({ kind, label, title }) => (
        <Button
          key={kind}
          variant="outline"
          title={title}
          disabled={!period || busy !== null}
          onClick={() => void save(kind, label)}
        >
          <Download className="size-4" aria-hidden="true" />
          {busy === kind ? 'Downloading...' : `${label} CSV`}
        </Button>
      ))}
    </div>
  );
}
