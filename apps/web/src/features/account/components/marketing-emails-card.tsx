import { toast } from 'sonner';
import { useMarketingPreference, useSaveMarketingPreference } from '@/api/saved-cart';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';

const SWITCH_ID = 'marketing-emails';

/**
 * The switch "Emails about my cart and offers" (docs/product.md, "Cart reminders"): off, the
 * account gets no cart reminders or offers. Mail about its orders, and the "Notify me" mails it
 * asked for, come all the same.
 */
export function MarketingEmailsCard() {
  const preference = useMarketingPreference();
  const save = useSaveMarketingPreference();
  const change = (marketingEmails: boolean) =>
    save.mutate(
      { marketingEmails },
      {
        onSuccess: () =>
          toast.success(
            marketingEmails
              ? 'You will get emails about your cart and offers.'
              : 'You will no longer get emails about your cart and offers.',
          ),
        onError: (error) =>
          toast.error(errorMessage(error, 'Your choice could not be saved. Please try again.')),
      },
    );

  return (
    <Card aria-labelledby="marketing-emails-title">
      <CardHeader
        id="marketing-emails-title"
        title="Emails from us"
        description="A reminder when you leave something in your cart, and our offers. Emails about your orders and the “Notify me” alerts you ask for come either way."
      />
      {preference.isPending ? (
        <Skeleton className="h-11" aria-busy="true" />
      ) : preference.isError ? (
        <div role="alert" className="text-sm">
          <p className="text-ink">
            {errorMessage(preference.error, 'Could not load your email choices.')}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => void preference.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={SWITCH_ID}>Emails about my cart and offers</Label>
          <Switch
            id={SWITCH_ID}
            checked={
              save.isPending ? save.variables.marketingEmails : preference.data.marketingEmails
            }
            disabled={save.isPending}
            onCheckedChange={change}
          />
        </div>
      )}
    </Card>
  );
}
