import { MARKETING_MESSAGES, marketingUnsubscribeSchema } from '@attar/contracts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribeFromMarketing } from '@/api/saved-cart';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorMessage } from '@/lib/api-client';
import { PROFILE_PATH, SHOP_PATH } from '@/lib/paths';
import { isTransientError, useSendTokenOnce } from '@/lib/token-link';
import { useDocumentTitle } from '@/lib/use-document-title';

const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you just now. Please try again.';

/** The link's token as the server takes it, or null when it is missing or malformed. */
function tokenOf(raw: string | null): string | null {
  const parsed = marketingUnsubscribeSchema.safeParse({ token: raw ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/**
 * /unsubscribe?token=...: where a cart reminder's (or any marketing mail's) unsubscribe link
 * leads. One click: the token is sent once on arrival, signed in or not, and the page says the
 * account gets no more such mail; a link that is missing, malformed or names no account says so.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = tokenOf(params.get('token'));
  const unsubscribe = useUnsubscribeFromMarketing();
  useSendTokenOnce(token, unsubscribe.mutate);

  if (unsubscribe.isSuccess) {
    return (
      <UnsubscribeView
        heading="You're unsubscribed"
        message={unsubscribe.data.message}
        messageRole="status"
      >
        <Link to={SHOP_PATH} className={buttonClasses('primary', 'lg')}>
          Continue shopping
        </Link>
      </UnsubscribeView>
    );
  }
  if (token !== null && unsubscribe.isError && isTransientError(unsubscribe.error)) {
    return (
      <UnsubscribeView
        heading="We could not unsubscribe you yet"
        message={errorMessage(unsubscribe.error, UNSUBSCRIBE_FAILED)}
        messageRole="alert"
      >
        <Button size="lg" onClick={() => unsubscribe.mutate(token)}>
          Try again
        </Button>
      </UnsubscribeView>
    );
  }
  if (token === null || unsubscribe.isError) {
    return (
      <UnsubscribeView
        heading="This link does not work"
        message={MARKETING_MESSAGES.linkInvalid}
        messageRole="alert"
      >
        <Link to={PROFILE_PATH} className={buttonClasses('primary', 'lg')}>
          Go to My Account
        </Link>
      </UnsubscribeView>
    );
  }
  return <UnsubscribeView heading="Unsubscribing" message="Unsubscribing…" messageRole="status" />;
}

interface UnsubscribeViewProps {
  heading: string;
  message: string;
  messageRole: 'status' | 'alert';
  children?: ReactNode;
}

function UnsubscribeView({ heading, message, messageRole, children }: UnsubscribeViewProps) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-eyebrow font-medium text-gold-deep uppercase">Emails</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{heading}</h1>
      <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
      <p className="mt-6 max-w-md text-stone" role={messageRole}>
        {message}
      </p>
      {children ? <div className="mt-10">{children}</div> : null}
    </Container>
  );
}
