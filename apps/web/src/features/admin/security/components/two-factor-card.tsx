import type { TwoFactorEnrolment, TwoFactorStatus } from '@attar/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  useConfirmTwoFactorEnrolment,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorEnrolment,
  useTwoFactorStatus,
} from '@/api/two-factor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { errorMessage } from '@/lib/api-client';
import { CodeForm } from './code-form';
import { RecoveryCodesList } from './recovery-codes-list';

/** What the card shows below the status: nothing more, a setup, new codes, or a code asked for. */
type Step =
  | { kind: 'status' }
  | { kind: 'setup'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[]; afterSetup: boolean }
  | { kind: 'renew' }
  | { kind: 'turn-off' };

/**
 * Sign-in security > Two-factor sign-in: the staff member's own authenticator app. Setting it up
 * shows a QR code to scan (and its secret to type), asks for a first code, then shows the ten
 * recovery codes once; new recovery codes and turning it off each ask for a code.
 */
export function TwoFactorCard({ onSetUp }: { onSetUp?: () => void }) {
  const headingId = useId();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();
  const renew = useRenewRecoveryCodes();
  const turnOff = useDisableTwoFactor();
  const backToStatus = () => setStep({ kind: 'status' });

  const beginSetup = () =>
    start.mutate(undefined, {
      onSuccess: (enrolment) => setStep({ kind: 'setup', enrolment }),
      onError: (error) =>
        toast.error(errorMessage(error, 'The setup could not be started. Try again.')),
    });

  return (
    <Card aria-labelledby={headingId}>
      <div className="mb-5">
        <h2 id={headingId} className="font-sans text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-stone">
          Besides your password, signing in asks for a code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password and the like), so a stolen
          password alone does not open the admin.
        </p>
      </div>
      {status.isPending ? (
        <p role="status" className="text-sm text-stone">
          Loading two-factor sign-in...
        </p>
      ) : status.isError ? (
        <AdminLoadError
          what="Two-factor sign-in"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <StatusLine status={status.data} />
          {step.kind === 'status' ? (
            <div className="flex flex-wrap gap-2">
              {status.data.enabled ? (
                <>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setStep({ kind: 'renew' })}
                  >
                    New recovery codes
                  </Button>
                  {/* The server refuses it while the store requires it (409). */}
                  {status.data.requiredByStore ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => setStep({ kind: 'turn-off' })}
                    >
                      Turn off
                    </Button>
                  )}
                </>
              ) : (
                <Button type="button" onClick={beginSetup} disabled={start.isPending}>
                  {start.isPending ? 'Starting...' : 'Set up'}
                </Button>
              )}
            </div>
          ) : step.kind === 'setup' ? (
            <SetupStep
              enrolment={step.enrolment}
              onCancel={backToStatus}
              onConfirm={async (code) => {
                const { recoveryCodes } = await confirm.mutateAsync({ code });
                toast.success('Two-factor sign-in is on');
                setStep({ kind: 'codes', codes: recoveryCodes, afterSetup: true });
              }}
            />
          ) : step.kind === 'codes' ? (
            <RecoveryCodesList
              codes={step.codes}
              onDone={() => {
                backToStatus();
                if (step.afterSetup) onSetUp?.();
              }}
            />
          ) : step.kind === 'renew' ? (
            <CodeStep
              explanation="Your current recovery codes stop working and ten new ones are shown once. Enter a code to go on."
              submitLabel="Get new recovery codes"
              pendingLabel="Getting codes..."
              onCancel={backToStatus}
              onSubmit={async (code) => {
                const { recoveryCodes } = await renew.mutateAsync({ code });
                toast.success('New recovery codes made');
                setStep({ kind: 'codes', codes: recoveryCodes, afterSetup: false });
              }}
            />
          ) : (
            <CodeStep
              explanation="Signing in will ask for your password only. Your authenticator app's entry and your recovery codes stop working."
              submitLabel="Turn off two-factor sign-in"
              pendingLabel="Turning off..."
              submitVariant="danger"
              onCancel={backToStatus}
              onSubmit={async (code) => {
                await turnOff.mutateAsync({ code });
                toast.success('Two-factor sign-in is off');
                backToStatus();
              }}
            />
          )}
        </div>
      )}
    </Card>
  );
}

function StatusLine({ status }: { status: TwoFactorStatus }) {
  const requiredLine = status.requiredByStore ? (
    <p className="mt-2 text-stone">This store requires two-factor sign-in for staff.</p>
  ) : null;
  if (!status.enabled) {
    return (
      <div className="text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="muted">Off</Badge>
          Signing in asks for your password only.
        </p>
        {requiredLine}
      </div>
    );
  }
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="success">On</Badge>
        Since {formatAdminDateTime(status.enabledAt)}.
      </p>
      <p className={status.recoveryCodesLeft <= 2 ? 'mt-2 text-danger' : 'mt-2 text-stone'}>
        {status.recoveryCodesLeft === 1
          ? '1 recovery code left.'
          : `${status.recoveryCodesLeft} recovery codes left.`}
        {status.recoveryCodesLeft <= 2 ? ' Make new ones before they run out.' : ''}
      </p>
      {requiredLine}
    </div>
  );
}

/** The QR code (the server's SVG shown as an image, never as markup), its secret, and a first code. */
function SetupStep({
  enrolment,
  onConfirm,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <div className="flex flex-col gap-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={qrSource}
          alt="QR code to scan with your authenticator app"
          width={192}
          height={192}
          className="rounded-soft border border-rule bg-paper"
        />
        <div className="min-w-0 text-sm">
          <p className="text-stone">Cannot scan? Type this key:</p>
          <p
            aria-label="Setup key"
            className="mt-1 font-mono text-base tracking-wider break-all select-all"
          >
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
          <p className="mt-1 text-xs text-stone">Time-based, six digits, every 30 seconds.</p>
        </div>
      </div>
      <CodeForm
        acceptsRecoveryCode={false}
        submitLabel="Turn on"
        pendingLabel="Checking..."
        onSubmit={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}

function CodeStep({
  explanation,
  ...form
}: {
  explanation: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: 'primary' | 'danger';
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{explanation}</p>
      <CodeForm acceptsRecoveryCode {...form} />
    </div>
  );
}
