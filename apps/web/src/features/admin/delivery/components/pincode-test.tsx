import { PINCODE_PATTERN, type DeliveryZoneTest } from '@attar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useDeliveryZoneTest } from '@/api/delivery-zones';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { chargeLabel, deliveryLabel } from '../zone-terms';

const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** What the shopper at the tested pincode is told, line by line. */
function Answer({ result }: { result: DeliveryZoneTest }) {
  return (
    <div role="status" aria-live="polite" className="mt-4 space-y-2 text-sm">
      <p className="font-medium">
        {result.zone ? `Answered by ${result.zone.name}` : 'No zone answers'}
      </p>
      <p className="text-stone">{result.explanation}</p>
      {result.available ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {result.estimatedDelivery ? <li>{deliveryLabel(result.estimatedDelivery)}</li> : null}
          <li>{chargeLabel(result)}</li>
          <li>{result.codAvailable ? 'Cash on delivery available' : 'No cash on delivery'}</li>
        </ul>
      ) : (
        <p className="font-medium text-danger">Not delivered to {result.pincode}.</p>
      )}
    </div>
  );
}

/**
 * "Test a pincode": which zone answers for a pincode, why, and what the shopper there is
 * promised today. Asked again after any change to the zones (they share a query key).
 */
export function PincodeTest() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const test = useDeliveryZoneTest(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PINCODE_PATTERN.test(typed)) {
      setProblem('Enter a pincode of six digits, not starting with 0.');
      return;
    }
    setProblem(null);
    setAsked(typed);
    if (typed === asked) void test.refetch();
  };

  return (
    <Card aria-labelledby={`${id}-title`} className="p-4 sm:p-5">
      <CardHeader
        id={`${id}-title`}
        title="Test a pincode"
        description="See which zone answers and what the shopper is promised today."
        headingStyle="admin"
      />
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
        <Field id={`${id}-pincode`} label="Pincode" error={problem ?? undefined} className="w-40">
          {(control) => (
            <DigitsInput
              {...control}
              filter={sixDigits}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" className="mt-6.5">
          Test
        </Button>
      </form>
      {asked === null || problem ? null : test.isPending ? (
        <p role="status" className="mt-4 text-sm text-stone">
          Testing {asked}...
        </p>
      ) : test.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {errorMessage(test.error, 'The pincode could not be tested. Please try again.')}
        </p>
      ) : (
        <Answer result={test.data} />
      )}
    </Card>
  );
}
