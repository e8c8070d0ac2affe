import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

interface FileDownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  label: string;
  pendingLabel: string;
  /** The toast's title when the download fails; its text is the server's message. */
  failureTitle: string;
  /** The name to save under when the server suggests none. */
  fallbackFileName: string;
  download: () => Promise<{ blob: Blob; fileName: string | null }>;
}

/**
 * A button that fetches a file with the signed-in token and hands it to the browser as a
 * download; a refusal shows the server's message in a toast.
 */
export function FileDownloadButton({
  label,
  pendingLabel,
  failureTitle,
  fallbackFileName,
  download,
  variant = 'outline',
  disabled,
  ...props
}: FileDownloadButtonProps) {
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await download();
      saveFile(blob, fileName ?? fallbackFileName);
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error, 'Please try again.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      {...props}
      variant={variant}
      disabled={disabled || pending}
      onClick={() => void start()}
    >
      <Download className="size-4" aria-hidden="true" />
      {pending ? pendingLabel : label}
    </Button>
  );
}
