import { Bell, CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useRequestBackInStock } from '@/api/back-in-stock';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { errorMessage, fieldErrorOf } from '@/lib/api-client';

/**
 * The contracts' BACK_IN_STOCK_MESSAGES.emailRequired (the server's word for the same), spelled
 * here: importing it brings the contracts' schemas, and zod with them, into the product page's
 * JavaScript (its weight budget). The page's tests check the two agree.
 */
export const EMAIL_REQUIRED = 'Please enter your email address.';
const REQUEST_FAILED = 'We could not set up the alert. Please try again.';

export interface NotifyMeFormProps {
  productId: number;
  /** The sold-out size's SKU. */
  sku: string;
  isAuthenticated: boolean;
}

/**
 * Asks for the back-in-stock mail: a signed-in shopper with one button (the account's address is
 * used), a visitor with their email address (they confirm it from a mail first). The server's
 * sentence then takes the form's place; a refusal says why, one about the address beside it.
 */
export function NotifyMeForm({ productId, sku, isAuthenticated }: NotifyMeFormProps) {
  const id = useId();
  const request = useRequestBackInStock();
  const [email, setEmail] = useState('');
  const [emailMissing, setEmailMissing] = useState(false);

  if (request.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-success">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{request.data.message}</span>
      </p>
    );
  }

  // A visitor's address the server refused goes beside the field; any other refusal below.
  const serverEmailError = isAuthenticated ? null : fieldErrorOf(request.error, 'email');
  const emailError = emailMissing ? EMAIL_REQUIRED : serverEmailError;
  const refusal =
    request.isError && !serverEmailError ? errorMessage(request.error, REQUEST_FAILED) : null;
  const pending = request.isPending;
  const submitLabel = (
    <>
      <Bell className="size-4" aria-hidden="true" strokeWidth={1.75} />
      {pending ? 'Sending...' : 'Notify me'}
    </>
  );
  const refusalLine = refusal ? (
    <p role="alert" className="mt-2 text-sm text-danger">
      {refusal}
    </p>
  ) : null;

  if (isAuthenticated) {
    return (
      <div>
        <Button
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => request.mutate({ productId, sku })}
          className="w-full sm:w-auto"
        >
          {submitLabel}
        </Button>
        {refusalLine}
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailMissing(true);
      request.reset();
      return;
    }
    setEmailMissing(false);
    request.mutate({ productId, sku, email: address });
  }

  const emailId = `${id}-email`;
  return (
    <form onSubmit={submit} noValidate aria-label="Notify me when it is back">
      <Label htmlFor={emailId}>Email</Label>
      <div className="flex max-w-md flex-col gap-2 sm:flex-row">
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailMissing(false);
          }}
          maxLength={254}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          className="min-w-0"
        />
        <Button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="sm:shrink-0"
        >
          {submitLabel}
        </Button>
      </div>
      <FieldError id={`${emailId}-error`} message={emailError ?? undefined} />
      {refusalLine}
    </form>
  );
}
