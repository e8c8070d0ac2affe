import type { ContactMessage } from '@attar/contracts';
import { Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useContactMessages } from '@/api/contact';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { cn } from '@/lib/cn';

const PAGE_SIZE = 20;

/**
 * /admin/contact-messages: what visitors wrote on the contact page, newest first, to answer by
 * mail or phone. A notification links to its message (`#message-<id>`), which is scrolled to
 * and marked.
 */
export default function ContactMessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0;
  const list = useContactMessages(page, PAGE_SIZE);
  const messages = list.data?.content;
  const targetId = /^#message-(\d+)$/.exec(hash)?.[1];

  useEffect(() => {
    if (!targetId || !messages) return;
    document.getElementById(`message-${targetId}`)?.scrollIntoView({ block: 'start' });
  }, [targetId, messages]);

  return (
    <>
      <AdminPageHeader
        title="Contact messages"
        summary={adminSection('contact-messages').summary}
      />
      {list.isError && !list.data ? (
        <AdminLoadError
          what="The contact messages"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading contact messages...</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full" />
          ))}
        </div>
      ) : messages && messages.length > 0 ? (
        <>
          <ol className="grid max-w-3xl gap-3" aria-busy={list.isFetching || undefined}>
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} highlighted={String(message.id) === targetId} />
              </li>
            ))}
          </ol>
          <Pager
            label="Contact message pages"
            page={page}
            totalPages={list.data?.totalPages ?? 0}
            disabled={list.isFetching}
            onPageChange={(next) => setSearchParams(next > 0 ? { page: String(next + 1) } : {})}
          />
        </>
      ) : (
        <p className="text-sm text-stone">
          No messages yet. What visitors send from the contact page shows here.
        </p>
      )}
    </>
  );
}

function MessageCard({ message, highlighted }: { message: ContactMessage; highlighted: boolean }) {
  return (
    <article
      id={`message-${message.id}`}
      aria-labelledby={`message-${message.id}-subject`}
      className={cn(
        'scroll-mt-20 rounded-soft border bg-paper px-4 py-3 text-sm',
        highlighted ? 'border-gold ring-2 ring-gold/60' : 'border-rule',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`message-${message.id}-subject`} className="font-sans text-base font-semibold">
          {message.subject}
        </h2>
        <p className="text-xs text-stone">{formatAdminDateTime(message.createdAt)}</p>
      </header>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-medium">{message.name}</span>
        <a
          href={`mailto:${message.email}`}
          className="inline-flex min-h-11 items-center gap-1.5 break-all underline underline-offset-4 hover:text-gold-deep"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {message.email}
        </a>
        {message.phone ? (
          <a
            href={`tel:+91${message.phone}`}
            className="inline-flex min-h-11 items-center gap-1.5 underline underline-offset-4 hover:text-gold-deep"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {message.phone}
          </a>
        ) : null}
      </p>
      <p className="mt-2 break-words whitespace-pre-wrap">{message.message}</p>
    </article>
  );
}
