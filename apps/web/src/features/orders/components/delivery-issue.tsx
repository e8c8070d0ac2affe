import {
  type DeliveryAttemptAction,
  deliveryAttemptSchema,
  type GuestTrackRequest,
  type Order,
} from '@attar/contracts';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeliveryAttempt } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { FieldError, Label } from '@/components/ui/label';
import { errorMessage, fieldErrorOf } from '@/lib/api-client';
import { formatMobile, toMobileDigits } from '@/lib/mobile-number';
import { formatIndiaMoment } from '@/lib/format-date';

/** What the shopper asked, as this page knows it: the phone only when typed here. */
interface Answer {
  action: DeliveryAttemptAction;
  phone?: string;
}

/** The courier's reason as a sentence: it ends with a full stop unless it ends otherwise. */
const asSentence = (reason: string) =>
  /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;

function answeredLine(courier: string, answer: Answer): string {
  if (answer.action === 'REATTEMPT') return `We asked ${courier} to try again.`;
  return answer.phone
    ? `We asked ${courier} to try again on ${formatMobile(answer.phone)}.`
    : `We asked ${courier} to try again on the new number you gave.`;
}

/**
 * After the courier's failed delivery attempt (NDR): why it failed and the shopper's two
 * choices, another attempt or another attempt on a different phone, sent signed in or, with
 * `lookup`, as the guest who found the order. Once answered, what was asked instead.
 */
export function DeliveryIssue({ order, lookup }: { order: Order; lookup?: GuestTrackRequest }) {
  const id = useId();
  const attempt = useDeliveryAttempt(order, lookup);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [askingPhone, setAskingPhone] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const shipment = order.shipment;
  const issue = shipment?.deliveryIssue;
  // Kept after an answer even if the order answered no longer lists the issue.
  if (!shipment || (!issue && !answer)) return null;
  const asked = answer ?? (issue?.shopperAction ? { action: issue.shopperAction } : null);

  const send = (request: Answer) => {
    setProblem(null);
    attempt.mutate(request, {
      onSuccess: () => setAnswer(request),
      onError: (error) => {
        const phoneProblem = fieldErrorOf(error, 'phone');
        if (phoneProblem) setPhoneError(phoneProblem);
        else setProblem(errorMessage(error, 'Your answer could not be sent. Please try again.'));
      },
    });
  };

  const sendPhone = (event: FormEvent) => {
    event.preventDefault();
    const checked = deliveryAttemptSchema.safeParse({
      action: 'NEW_PHONE',
      phone: phone || undefined,
    });
    if (!checked.success) {
      setPhoneError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setPhoneError(null);
    send({ action: 'NEW_PHONE', phone: checked.data.phone });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert
          className="mt-1 size-5 shrink-0 text-amber-900"
          aria-hidden="true"
          strokeWidth={1.75}
        />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-xl text-ink sm:text-2xl">
            Delivery attempt failed
          </h2>
          {issue ? (
            <>
              <p role="alert" className="mt-1 text-ink">
                We could not deliver your parcel: {asSentence(issue.reason)}
              </p>
              <p className="mt-1 text-sm text-amber-900">
                {shipment.courierName} tried on{' '}
                <time dateTime={issue.at}>{formatIndiaMoment(issue.at)}</time>.
              </p>
            </>
          ) : null}

          {asked ? (
            <p role="status" className="mt-3 font-medium text-ink">
              {answeredLine(shipment.courierName, asked)}
            </p>
          ) : (
            <div className="mt-4">
              <p className="text-sm text-ink">What should {shipment.courierName} do?</p>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button disabled={attempt.isPending} onClick={() => send({ action: 'REATTEMPT' })}>
                  Try delivering again
                </Button>
                {askingPhone ? null : (
                  <Button
                    variant="outline"
                    disabled={attempt.isPending}
                    onClick={() => {
                      setProblem(null);
                      setAskingPhone(true);
                    }}
                  >
                    Deliver with a different phone number
                  </Button>
                )}
              </div>

              {askingPhone ? (
                <form
                  onSubmit={sendPhone}
                  noValidate
                  aria-label="Deliver with a different phone number"
                  className="mt-4 grid max-w-md gap-2"
                >
                  <Label htmlFor={`${id}-phone`} className="mb-0">
                    Mobile number for the courier
                  </Label>
                  <DigitsInput
                    id={`${id}-phone`}
                    prefix="+91"
                    filter={toMobileDigits}
                    autoComplete="tel-national"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby={phoneError ? `${id}-phone-error` : `${id}-phone-hint`}
                  />
                  {phoneError ? (
                    <FieldError id={`${id}-phone-error`} message={phoneError} />
                  ) : (
                    <p id={`${id}-phone-hint`} className="text-xs text-stone">
                      The courier calls this number before the next attempt.
                    </p>
                  )}
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button type="submit" disabled={attempt.isPending}>
                      {attempt.isPending ? 'Sending...' : 'Deliver to this number'}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={attempt.isPending}
                      onClick={() => {
                        setAskingPhone(false);
                        setPhoneError(null);
                      }}
                    >
                      Back
                    </Button>
                  </div>
                </form>
              ) : null}

              {problem ? (
                <p role="alert" className="mt-3 text-sm text-danger">
                  {problem}
                </p>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
