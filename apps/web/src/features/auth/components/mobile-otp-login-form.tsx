import { OTP_LENGTH, otpSchema, otpSendSchema } from '@attar/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useSendLoginOtp } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMobile, toCodeDigits, toMobileDigits } from '@/lib/mobile-number';
import { useCountdown } from '@/lib/use-countdown';
import { LOGIN_FALLBACK_MESSAGE, useAuthStore } from '../auth-store';
import { RESEND_AFTER_SECONDS, sentCodeNote } from './otp-text';
import { fromState } from './redirect-if-signed-in';
import { ResendCodeButton } from './resend-code-button';
import { welcomeToast } from './welcome-toast';

const keepCode = (value: string) => toCodeDigits(value, OTP_LENGTH);

/** Sign-in by a code texted to the account's mobile number: the Mobile OTP tab of the login page. */
export function MobileOtpLoginForm() {
  const loginWithMobile = useAuthStore((state) => state.loginWithMobile);
  const location = useLocation();
  const sendOtp = useSendLoginOtp();
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);

  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<{ message: string; code: string | null } | null>(
    null,
  );
  /** The number the last code went to, and how long that code lasts. */
  const [sent, setSent] = useState<{ mobile: string; expiresInSeconds: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  async function send(target: string) {
    setMobileError(null);
    setCodeError(null);
    try {
      const answer = await sendOtp.mutateAsync({ mobile: target });
      setSent({ mobile: target, expiresInSeconds: answer.expiresInSeconds });
      setCode('');
      countdown.start(RESEND_AFTER_SECONDS);
      // The code field appears now; the person's next step is typing in it.
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (error) {
      const message = errorMessage(error, 'Failed to send the OTP. Please try again later.');
      if (sent) setCodeError(message);
      else setMobileError({ message, code: error instanceof ApiError ? error.code : null });
    }
  }

  function onSend(event: FormEvent) {
    event.preventDefault();
    const parsed = otpSendSchema.safeParse({ mobile });
    if (!parsed.success) {
      setMobileError({
        message: parsed.error.issues[0]?.message ?? 'Enter a valid mobile number',
        code: null,
      });
      return;
    }
    void send(parsed.data.mobile);
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? `Enter the ${OTP_LENGTH}-digit code`);
      return;
    }
    setCodeError(null);
    setVerifying(true);
    try {
      welcomeToast(await loginWithMobile({ mobile: sent.mobile, otp: parsed.data }));
      // The page redirects once the store says we are signed in.
    } catch (error) {
      const message = errorMessage(error, LOGIN_FALLBACK_MESSAGE);
      setCodeError(message);
      toast.error('Login Failed', { description: message });
      setVerifying(false);
    }
  }

  function changeNumber() {
    setSent(null);
    setCode('');
    setCodeError(null);
  }

  if (!sent) {
    return (
      <form onSubmit={onSend} noValidate className="space-y-5" aria-busy={sendOtp.isPending}>
        <div>
          <Label htmlFor="otp-login-mobile">Mobile number</Label>
          <DigitsInput
            id="otp-login-mobile"
            prefix="+91"
            filter={toMobileDigits}
            autoComplete="tel-national"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={mobileError ? 'otp-login-mobile-error' : 'otp-login-mobile-hint'}
          />
          {mobileError ? (
            <FieldError id="otp-login-mobile-error" message={mobileError.message} />
          ) : (
            <p id="otp-login-mobile-hint" className="mt-1.5 text-xs text-stone">
              The 10-digit number on your account. We will text you a {OTP_LENGTH}-digit code.
            </p>
          )}
          {mobileError?.code === 'ACCOUNT_NOT_FOUND' ? (
            <Link
              to="/register"
              state={fromState(location.state)}
              className="mt-2 inline-block text-sm font-medium text-gold-deep underline underline-offset-4"
            >
              Create an account
            </Link>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? 'Sending...' : 'Send OTP'}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={onVerify} noValidate className="space-y-5" aria-busy={verifying}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p className="text-stone">
          Code sent to{' '}
          <span className="font-medium text-ink tabular-nums">{formatMobile(sent.mobile)}</span>
        </p>
        <button
          type="button"
          onClick={changeNumber}
          className="inline-flex min-h-11 items-center text-gold-deep underline-offset-4 hover:underline"
        >
          Change number
        </button>
      </div>
      <div>
        <Label htmlFor="otp-login-code">OTP</Label>
        <DigitsInput
          ref={codeInput}
          id="otp-login-code"
          filter={keepCode}
          autoComplete="one-time-code"
          placeholder={'0'.repeat(OTP_LENGTH)}
          className="tracking-[0.5em] tabular-nums"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'otp-login-code-error' : 'otp-login-code-hint'}
        />
        {codeError ? (
          <FieldError id="otp-login-code-error" message={codeError} />
        ) : (
          <p id="otp-login-code-hint" className="mt-1.5 text-xs text-stone">
            {sentCodeNote(sent.expiresInSeconds)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={verifying}>
        {verifying ? 'Verifying...' : 'Verify & Login'}
      </Button>
      <div className="text-center">
        <ResendCodeButton
          label="Resend OTP"
          secondsLeft={countdown.secondsLeft}
          sending={sendOtp.isPending}
          onResend={() => void send(sent.mobile)}
        />
      </div>
    </form>
  );
}
