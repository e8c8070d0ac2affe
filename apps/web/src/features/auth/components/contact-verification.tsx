import { OTP_LENGTH, otpSchema, type OtpSentResponse } from '@attar/contracts';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { FieldError, Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toCodeDigits } from '@/lib/mobile-number';
import { useCountdown } from '@/lib/use-countdown';
import { RESEND_AFTER_SECONDS, sentCodeNote } from './otp-text';
import { ResendCodeButton } from './resend-code-button';

const keepCode = (value: string) => toCodeDigits(value, OTP_LENGTH);

interface ContactVerificationProps {
  /** Prefix of the ids of this block's fields. */
  id: string;
  /** "Email" or "Mobile": used in the code field's label and the verified note. */
  noun: string;
  /** The field's current value, normalised; a verified tick holds only while it stays the same. */
  value: string;
  /** The value last proved with a code, if any. */
  verifiedValue: string | null;
  /** Validates the field (showing its error); answers the value to send the code to, or null. */
  prepareSend: () => Promise<string | null>;
  send: (value: string) => Promise<OtpSentResponse>;
  verify: (value: string, otp: string) => Promise<{ message: string }>;
  onVerified: (value: string) => void;
  /** Shows a failed send (too many codes, say) beside the field itself. */
  onSendError: (message: string) => void;
  label: ReactNode;
  /** The email or mobile number input. */
  input: ReactNode;
  /** The field's error or hint, shown under the input. */
  message?: ReactNode;
}

/**
 * An email or mobile field with "Send code", then a code field with "Verify", then a
 * verified tick (sign-up, docs/product.md, "Server calls" "Verification"). Changing the field after
 * a code was sent or verified starts over, so the tick always belongs to what the field shows.
 */
export function ContactVerification(props: ContactVerificationProps) {
  const { id, noun, value, verifiedValue, prepareSend, send, verify, onVerified, onSendError } =
    props;
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<{ value: string; expiresInSeconds: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const isVerified = verifiedValue !== null && verifiedValue === value && value !== '';
  const codeSent = sent !== null && sent.value === value && !isVerified;
  const lower = noun.toLowerCase();

  async function onSend() {
    const target = await prepareSend();
    if (!target) return;
    setSending(true);
    setCodeError(null);
    try {
      const answer = await send(target);
      setSent({ value: target, expiresInSeconds: answer.expiresInSeconds });
      setCode('');
      countdown.start(RESEND_AFTER_SECONDS);
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (error) {
      onSendError(errorMessage(error, 'Failed to send the code. Please try again later.'));
    } finally {
      setSending(false);
    }
  }

  async function onVerify() {
    if (!sent) return;
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? `Enter the ${OTP_LENGTH}-digit code`);
      return;
    }
    setVerifying(true);
    setCodeError(null);
    try {
      const answer = await verify(sent.value, parsed.data);
      onVerified(sent.value);
      toast.success(answer.message);
    } catch (error) {
      setCodeError(errorMessage(error, 'Failed to verify the code. Please try again later.'));
    } finally {
      setVerifying(false);
    }
  }

  const codeId = `${id}-code`;
  return (
    <div>
      {props.label}
      <div className="flex items-stretch gap-2">
        <div className="min-w-0 flex-1">{props.input}</div>
        {isVerified ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 px-2 text-sm font-medium text-success">
            <CircleCheck className="size-5" aria-hidden="true" />
            <span className="sr-only">{noun}</span> Verified
          </span>
        ) : codeSent ? null : (
          <Button
            variant="outline"
            className="shrink-0 px-4"
            disabled={sending || value === ''}
            onClick={() => void onSend()}
          >
            {sending ? 'Sending...' : 'Send code'}
            {/* Two of these sit on one form: the hidden words tell them apart for screen readers. */}{' '}
            <span className="sr-only">to your {lower}</span>
          </Button>
        )}
      </div>
      {props.message}
      {codeSent ? (
        <div className="mt-3 rounded-soft border border-rule bg-ivory p-3 sm:p-4">
          <Label htmlFor={codeId}>{noun} verification code</Label>
          <div className="flex gap-2">
            <DigitsInput
              ref={codeInput}
              id={codeId}
              filter={keepCode}
              autoComplete="one-time-code"
              placeholder={'0'.repeat(OTP_LENGTH)}
              className="min-w-0 flex-1 tracking-[0.4em] tabular-nums"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                // Enter here verifies the code instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void onVerify();
                }
              }}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : `${codeId}-hint`}
            />
            <Button className="shrink-0 px-5" disabled={verifying} onClick={() => void onVerify()}>
              {verifying ? 'Verifying...' : 'Verify'} <span className="sr-only">{lower} code</span>
            </Button>
          </div>
          {codeError ? (
            <FieldError id={`${codeId}-error`} message={codeError} />
          ) : (
            <p id={`${codeId}-hint`} className="mt-1.5 text-xs text-stone">
              {/* The server answers alike for an address with an account, which gets a note instead. */}
              We sent a code to your {lower} (or, if it already has an account, a note on signing
              in). {sentCodeNote(sent.expiresInSeconds)}
            </p>
          )}
          <ResendCodeButton
            className="-mb-2"
            label="Resend code"
            secondsLeft={countdown.secondsLeft}
            sending={sending}
            onResend={() => void onSend()}
            srSuffix={`to your ${lower}`}
          />
        </div>
      ) : null}
    </div>
  );
}
