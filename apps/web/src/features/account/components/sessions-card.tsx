import { SESSION_DEVICE_LABELS, type AccountSession } from '@attar/contracts';
import { Laptop, Monitor, Smartphone, Tablet } from 'lucide-react';
import { toast } from 'sonner';
import { useEndOtherSessions, useEndSession, useSessions } from '@/api/sessions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDeadline } from '@/lib/format-date';

const DEVICE_ICONS = { desktop: Monitor, phone: Smartphone, tablet: Tablet, other: Laptop };

const deviceName = (session: AccountSession) => `${session.browser} on ${session.os}`;

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const Icon = DEVICE_ICONS[session.device];
  const where = session.place ? `${session.place} · ${session.ipAddress}` : session.ipAddress;
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => toast.success(`Signed out of ${deviceName(session)}.`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign that device out.')),
    });
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-deep" />
        <div className="min-w-0">
          <p className="font-medium text-ink">
            <span className="sr-only">{SESSION_DEVICE_LABELS[session.device]}: </span>
            {deviceName(session)}
            {session.current ? (
              <Badge tone="success" className="ml-2 align-middle">
                This device
              </Badge>
            ) : null}
          </p>
          <p className="text-sm break-words text-stone">{where}</p>
          <p className="text-sm text-stone">
            Signed in {formatDeadline(session.signedInAt)}
            {session.current ? null : ` · last active ${formatDeadline(session.lastUsedAt)}`}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          className="self-start sm:self-center"
          onClick={signOut}
          disabled={end.isPending}
          aria-label={`Sign out of ${deviceName(session)}`}
        >
          {end.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in, with a way to sign any other device out: a lost phone or a
 * shared computer is closed from here, at once.
 */
export function SessionsCard({
  headingStyle = 'display',
}: {
  /** The back office sets its cards' headings in its own sans face. */
  headingStyle?: 'display' | 'admin';
}) {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast.success(
          ended === 1 ? 'Signed out of 1 other device.' : `Signed out of ${ended} other devices.`,
        ),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the others out.')),
    });

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader
        id="sessions-title"
        headingStyle={headingStyle}
        title="Where you're signed in"
        description="Sign out of any device you no longer use or do not recognise. Changing your password signs out every other device."
      />
      {sessions.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <div role="alert" className="text-sm">
          <p className="text-ink">
            {errorMessage(sessions.error, 'Could not load where you are signed in.')}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-rule">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="outline"
              className="mt-4"
              onClick={signOutOthers}
              disabled={endOthers.isPending}
            >
              {endOthers.isPending ? 'Signing out…' : 'Sign out of all other devices'}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-stone">You are signed in on this device only.</p>
          )}
        </>
      )}
    </Card>
  );
}
