import { useReducer } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { draftReducer, EMPTY_DRAFT } from '@/features/returns/return-request-draft';
import { useReturnRequestSubmit } from '@/features/returns/use-return-request-submit';
import { EligibleOrderStep } from './eligible-order-step';
import { OrderStep } from './order-step';

interface ReturnRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Request Return/Exchange" (docs/product.md, "Screens and routes" and "States and transitions"):
 * choose an order, then the type, the product and the reason, and submit. Closing, by Cancel or
 * otherwise, forgets every choice.
 */
export function ReturnRequestDialog({ open, onOpenChange }: ReturnRequestDialogProps) {
  const [draft, dispatch] = useReducer(draftReducer, EMPTY_DRAFT);
  const { submit, isSubmitting } = useReturnRequestSubmit();

  function close() {
    dispatch({ kind: 'reset' });
    onOpenChange(false);
  }

  async function send() {
    if (await submit(draft)) close();
  }

  const order = draft.order;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        size="lg"
        title="Request Return/Exchange"
        description={
          order
            ? 'Step 2 of 2: choose the product and tell us why.'
            : 'Step 1 of 2: choose the order.'
        }
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button disabled={isSubmitting || draft.itemId === null} onClick={() => void send()}>
              {isSubmitting ? 'Submitting...' : 'Submit Request'}
            </Button>
          </>
        }
      >
        {order ? (
          <OrderStep draft={{ ...draft, order }} dispatch={dispatch} />
        ) : (
          <EligibleOrderStep
            onChoose={(chosen) => dispatch({ kind: 'chooseOrder', order: chosen })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
