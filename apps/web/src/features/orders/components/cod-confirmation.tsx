import {
  COD_CONFIRMATION_CODE_LENGTH,
  COD_CONFIRMATION_MESSAGES,
  type Order,
} from '@attar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useConfirmCodOrder, useResendCodCode } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { formatDeadline } from '@/lib/format-date';
import { cn } from '@/lib/cn';

const digitsOnly = (value: string) =>
  value.replace(/\D/g, '').slice(0, COD_CONFIRMATION_CODE_LENGTH);

/**
 * A cash-on-delivery order waiting for its customer's code: the field for the code mailed and
 * texted with the order (filled in when the link brought the shopper here), and a new code on request.
 * Nothing for any other order.
 */
export function CodConfirmationForm({
  order,
  initialCode = '',
  className,
}: {
  order: Order;
  initialCode?: string;
  className?: string;
}) {
  const id = useId();
  const [code, setCode] = useState(() => digitsOnly(initialCode));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmCodOrder();
  const resend = useResendCodCode();
  if (!order.codConfirmBy || order.status !== 'PENDING') return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== COD_CONFIRMATION_CODE_LENGTH) {
      setProblem(COD_CONFIRMATION_MESSAGES.codeFormat);
      return;
    }
    setProblem(null);
    confirm.mutate(
      { orderId: order.id, code },
      {
        onSuccess: () => toast.success(`Order ${order.orderNumber} is confirmed`),
        onError: (error) => setProblem(errorMessage(error, 'The code could not be checked.')),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
      className={cn('grid gap-2 rounded-soft border border-gold/60 bg-ivory p-4', className)}
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
        Confirm this order
      </h3>
      <p className="text-sm text-stone">
        Enter the {COD_CONFIRMATION_CODE_LENGTH}-digit code we sent to{' '}
        <span className="text-ink [overflow-wrap:anywhere]">{order.customer.email}</span>
        {order.shippingAddress.phoneNumber ? (
          <>
            {' '}
            and by SMS to <span className="text-ink">{order.shippingAddress.phoneNumber}</span>
          </>
        ) : null}{' '}
        by {formatDeadline(order.codConfirmBy)}. A cash-on-delivery order not confirmed by then is
        cancelled.
      </p>
      <Label htmlFor={`${id}-code`}>Confirmation code</Label>
      <div className="flex flex-wrap gap-2">
        <DigitsInput
          id={`${id}-code`}
          filter={digitsOnly}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="w-40 tracking-[0.3em]"
        />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Confirm order'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="link"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(order.id, {
              onSuccess: () => {
                setCode('');
                setProblem(null);
                toast.success('A new code is on its way', {
                  description: `Check ${order.customer.email}${order.shippingAddress.phoneNumber ? ' and your SMS' : ''}. The earlier code no longer works.`,
                });
              },
              onError: (error) => setProblem(errorMessage(error, 'A new code could not be sent.')),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
