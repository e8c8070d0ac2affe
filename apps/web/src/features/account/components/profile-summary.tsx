import { normaliseIndianMobile, type User } from '@attar/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { formatMobile } from '@/lib/mobile-number';

/** A long address wraps at the @ first, and only then anywhere. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">Verified</Badge>
  ) : (
    <Badge tone="muted">Not verified</Badge>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-rule py-3.5 first:border-t-0 first:pt-0 last:pb-0">
      <dt className="text-eyebrow font-medium text-stone uppercase">{term}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-ink">{children}</dd>
    </div>
  );
}

/** What the store knows about the person: name, email and mobile with their checks, since when. */
export function ProfileSummary({ profile }: { profile: User }) {
  return (
    <Card aria-labelledby="profile-summary-title">
      <CardHeader id="profile-summary-title" title="Profile" />
      <dl>
        <Row term="Name">
          {profile.fullName || `${profile.firstname} ${profile.lastname}`.trim()}
        </Row>
        <Row term="Email">
          <EmailAddress email={profile.email} />
          <VerifiedBadge verified={profile.emailVerified} />
        </Row>
        <Row term="Mobile">
          {profile.phone ? (
            <>
              <span className="tabular-nums">
                {formatMobile(normaliseIndianMobile(profile.phone))}
              </span>
              <VerifiedBadge verified={profile.phoneVerified} />
            </>
          ) : (
            <span className="text-stone">Not added</span>
          )}
        </Row>
        <Row term="Member since">
          <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
        </Row>
      </dl>
    </Card>
  );
}
