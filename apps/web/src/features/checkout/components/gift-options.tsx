import { GIFT_MESSAGE_MAX_LENGTH, type GiftWrapOffer } from '@attar/contracts';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatMoney } from '@/lib/format-money';

export interface GiftChoice {
  wrap: boolean;
  message: string;
}

interface GiftOptionsProps {
  /** What the quote says of gift wrap; unknown while the quote loads. */
  offer: GiftWrapOffer | undefined;
  value: GiftChoice;
  onChange: (value: GiftChoice) => void;
}

/**
 * The review step's gift choices: gift wrap for the store's fee (only when the store offers it)
 * and a message for the recipient, printed on the packing slip and the gift receipt, never on
 * the invoice.
 */
export function GiftOptions({ offer, value, onChange }: GiftOptionsProps) {
  const id = useId();
  const left = GIFT_MESSAGE_MAX_LENGTH - value.message.length;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-xl">
        Sending a gift?
      </h3>
      {offer?.offered ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-gold-deep"
            checked={value.wrap}
            onChange={(event) => onChange({ ...value, wrap: event.target.checked })}
          />
          Gift wrap this order (+{formatMoney(offer.fee)})
        </label>
      ) : null}
      <Field
        id={`${id}-message`}
        label="Gift message (optional)"
        hint={`Printed on a card in the parcel and on the gift receipt; prices never go in a gift. ${left} characters left.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            value={value.message}
            onChange={(event) => onChange({ ...value, message: event.target.value })}
          />
        )}
      </Field>
    </section>
  );
}
