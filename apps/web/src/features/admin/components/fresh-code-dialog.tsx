import { TWO_FACTOR_MESSAGES } from '@attar/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useVerifySecondFactor } from '@/api/two-factor';
import { SecondFactorCodeForm } from '@/components/second-factor-code-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError, onRefusal } from '@/lib/api-client';

/** What a refused change fails with when the person closes the dialog instead of confirming. */
export const NOT_CONFIRMED_MESSAGE = 'Not confirmed, so nothing was changed.';

/**
 * The step-up (decision 0055): a sensitive change (a cancellation, a refund, a new staff member,
 * the payment settings...) refused with 403 FRESH_CODE_REQUIRED asks here for a code. Once the
 * code is proven the refused call is sent again by the API client and the change goes through,
 * its button pending all along; closing the dialog lets the call fail with a calm word instead.
 * Mounted once by the admin layout, so no button needs to know.
 */
export function FreshCodeDialog() {
  const fieldId = useId();
  const verify = useVerifySecondFactor();
  /** Settles the refused calls waiting for this dialog: true once the code is proven. */
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);
  const waiting = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    let settleOnLeave: ((confirmed: boolean) => void) | null = null;
    const remove = onRefusal('FRESH_CODE_REQUIRED', async (error) => {
      // Calls refused together (a bulk action) wait for one dialog and one code.
      waiting.current ??= new Promise<boolean>((resolve) => {
        settleOnLeave = resolve;
        setSettle(() => resolve);
      }).finally(() => {
        waiting.current = null;
        settleOnLeave = null;
        setSettle(null);
      });
      if (await waiting.current) return true;
      throw new ApiError(
        error.status,
        error.body && { ...error.body, message: NOT_CONFIRMED_MESSAGE },
      );
    });
    return () => {
      remove();
      // Signed out (or left the back office) with the dialog open: the waiting calls fail.
      settleOnLeave?.(false);
    };
  }, []);

  return (
    <Dialog
      open={settle !== null}
      onOpenChange={(open) => {
        if (!open && !verify.isPending) settle?.(false);
      }}
    >
      <DialogContent title="Confirm it's you" description={TWO_FACTOR_MESSAGES.freshCodeRequired}>
        <div className="pb-1">
          <SecondFactorCodeForm
            id={fieldId}
            onSubmit={async (code) => {
              await verify.mutateAsync({ code });
              settle?.(true);
            }}
            fallbackMessage="The code could not be checked. Try again."
            submitLabel="Confirm"
            pendingLabel="Checking..."
            leaveLabel="Cancel"
            onLeave={() => settle?.(false)}
            autoFocus
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
