import { cn } from '@/lib/cn';
import { resendLabel } from './otp-text';

interface ResendCodeButtonProps {
  label: string;
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
  /** Words only screen readers hear, to tell two such buttons apart. */
  srSuffix?: string;
  className?: string;
}

/** "Resend code in 0:27": waits out the countdown, stays readable while it does. */
export function ResendCodeButton({
  label,
  secondsLeft,
  sending,
  onResend,
  srSuffix,
  className,
}: ResendCodeButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-11 items-center text-sm font-medium text-gold-deep tabular-nums underline-offset-4',
        'hover:underline disabled:text-stone disabled:no-underline',
        className,
      )}
      disabled={sending || secondsLeft > 0}
      onClick={onResend}
    >
      {sending ? 'Sending...' : resendLabel(label, secondsLeft)}
      {srSuffix ? (
        <>
          {' '}
          <span className="sr-only">{srSuffix}</span>
        </>
      ) : null}
    </button>
  );
}
