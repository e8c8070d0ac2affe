import { BACK_IN_STOCK_MESSAGES, backInStockConfirmSchema } from '@attar/contracts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmBackInStock } from '@/api/back-in-stock';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorMessage } from '@/lib/api-client';
import { productVariantPath, SHOP_PATH } from '@/lib/paths';
import { isTransientError, useSendTokenOnce } from '@/lib/token-link';
import { useDocumentTitle } from '@/lib/use-document-title';

const CONFIRM_FAILED = 'We could not confirm your alert just now. Please try again.';

/** The link's token as the server takes it, or null when it is missing or malformed. */
function tokenOf(raw: string | null): string | null {
  const parsed = backInStockConfirmSchema.safeParse({ token: raw ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/**
 * /back-in-stock/confirm?token=...: where a visitor's "Notify me" mail links. Sends the token
 * once on arrival and says whether they are on the list; a link that is missing, malformed,
 * expired or already used says so without more ado.
 */
export default function BackInStockConfirmPage() {
  useDocumentTitle('Back-in-stock alert');
  const [params] = useSearchParams();
  const token = tokenOf(params.get('token'));
  const confirm = useConfirmBackInStock();
  useSendTokenOnce(token, confirm.mutate);

  if (confirm.isSuccess) {
    const { message, productId, productName, sku } = confirm.data;
    return (
      <ConfirmView heading="You're on the list" message={message} messageRole="status">
        <Link to={productVariantPath(productId, sku)} className={buttonClasses('primary', 'lg')}>
          Back to {productName}
        </Link>
      </ConfirmView>
    );
  }
  if (token !== null && confirm.isError && isTransientError(confirm.error)) {
    return (
      <ConfirmView
        heading="We could not confirm it yet"
        message={errorMessage(confirm.error, CONFIRM_FAILED)}
        messageRole="alert"
      >
        <Button size="lg" onClick={() => confirm.mutate(token)}>
          Try again
        </Button>
      </ConfirmView>
    );
  }
  if (token === null || confirm.isError) {
    return (
      <ConfirmView
        heading="This link no longer works"
        message={BACK_IN_STOCK_MESSAGES.linkInvalid}
        messageRole="alert"
      >
        <Link to={SHOP_PATH} className={buttonClasses('primary', 'lg')}>
          Continue shopping
        </Link>
      </ConfirmView>
    );
  }
  return <ConfirmView heading="Confirming your alert" message="Confirming…" messageRole="status" />;
}

interface ConfirmViewProps {
  heading: string;
  message: string;
  messageRole: 'status' | 'alert';
  children?: ReactNode;
}

function ConfirmView({ heading, message, messageRole, children }: ConfirmViewProps) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-eyebrow font-medium text-gold-deep uppercase">Back in stock</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{heading}</h1>
      <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
      <p className="mt-6 max-w-md text-stone" role={messageRole}>
        {message}
      </p>
      {children ? <div className="mt-10">{children}</div> : null}
    </Container>
  );
}
