import {
  DELIVERY_DAYS_MAX,
  DELIVERY_ZONE_KIND_LABELS,
  DELIVERY_ZONE_KINDS,
  type DeliveryZone,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useLocations } from '@/api/addresses';
import { useSaveDeliveryZone } from '@/api/delivery-zones';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { SwitchRow } from '@/components/ui/switch-row';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import {
  placeIssues,
  serverIssues,
  type ZoneFormField,
  zoneFormValues,
  type ZoneFormValues,
  type ZoneIssue,
  zoneIssues,
  zonePayload,
} from '../zone-form';
import { StateChecklist } from './state-checklist';

interface ZoneDialogProps {
  /** The zone being edited; a new one without it. */
  zone?: DeliveryZone;
  onClose: () => void;
}

const VALUES_HINTS = {
  PINCODE: 'Six-digit pincodes, separated by commas, spaces or new lines.',
  PREFIX:
    'The first 1 to 5 digits of pincodes, separated by commas, spaces or new lines: 5600 covers 560001 to 560099.',
} as const;

/**
 * Adds or edits a delivery zone in a dialog. The form checks with the server's own schema and
 * messages before sending; what the server still refuses (an unknown state, say) is placed on
 * its field the same way, `values.3` naming the fourth entry.
 */
export function ZoneDialog({ zone, onClose }: ZoneDialogProps) {
  const formId = useId();
  const save = useSaveDeliveryZone();
  const locations = useLocations();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = save.isPending;
  const { register, control, handleSubmit, watch, setError, clearErrors, formState } =
    useForm<ZoneFormValues>({ defaultValues: zoneFormValues(zone) });
  const { errors } = formState;
  const [kind, deliverable, codAvailable] = watch(['kind', 'deliverable', 'codAvailable']);

  const showIssues = (issues: ZoneIssue[], payload: ReturnType<typeof zonePayload>) => {
    const { fields, unplaced } = placeIssues(issues, payload);
    // Focus goes to the first field refused, as the form reads top to bottom.
    Object.entries(fields).forEach(([field, message], index) =>
      setError(field as ZoneFormField, { message }, { shouldFocus: index === 0 }),
    );
    setProblem(unplaced.length > 0 ? unplaced.join(' ') : null);
  };

  const submit = async (values: ZoneFormValues) => {
    clearErrors();
    setProblem(null);
    const payload = zonePayload(values);
    const issues = zoneIssues(payload);
    if (issues.length > 0) {
      showIssues(issues, payload);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: zone?.id, input: payload });
      toast.success(zone ? 'Zone saved' : 'Zone added', {
        description: zone
          ? saved.name
          : `${saved.name} is asked last; move it up if it should decide first.`,
      });
      onClose();
    } catch (error) {
      const refused = serverIssues(error);
      if (refused.length > 0) showIssues(refused, payload);
      else setProblem(errorMessage(error, 'The zone could not be saved. Please try again.'));
    }
  };

  const amountProps = { inputMode: 'decimal' as const, autoComplete: 'off', disabled: busy };
  const daysProps = { inputMode: 'numeric' as const, autoComplete: 'off', disabled: busy };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={zone ? `Edit ${zone.name}` : 'Add zone'}
        description={
          zone
            ? `Zone ${zone.priority}: its place in the list stays as it is.`
            : 'A new zone is asked after the others; move it up if it should decide first.'
        }
        size="lg"
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? 'Saving...' : zone ? 'Save zone' : 'Add zone'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid gap-4 pb-5 sm:grid-cols-2"
        >
          {problem ? (
            <p
              role="alert"
              className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2 text-danger sm:col-span-2"
            >
              {problem}
            </p>
          ) : null}
          <TextField
            id={`${formId}-name`}
            label="Name"
            autoComplete="off"
            maxLength={60}
            hint="For you and the pincode test, such as “Bengaluru” or “North-east”."
            error={errors.name?.message}
            disabled={busy}
            {...register('name')}
          />
          <Field id={`${formId}-kind`} label="Match by" error={errors.kind?.message}>
            {(controlProps) => (
              <Select {...controlProps} className="w-full" disabled={busy} {...register('kind')}>
                {DELIVERY_ZONE_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {DELIVERY_ZONE_KIND_LABELS[option]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2">
            {kind === 'STATE' ? (
              <Controller
                control={control}
                name="states"
                render={({ field }) => (
                  <StateChecklist
                    id={`${formId}-states`}
                    states={locations.data}
                    loading={locations.isPending}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.states?.message}
                    disabled={busy}
                  />
                )}
              />
            ) : (
              <Field
                id={`${formId}-values`}
                label={DELIVERY_ZONE_KIND_LABELS[kind]}
                hint={VALUES_HINTS[kind]}
                error={errors.valuesText?.message}
              >
                {(controlProps) => (
                  <Textarea
                    {...controlProps}
                    rows={3}
                    spellCheck={false}
                    inputMode="numeric"
                    disabled={busy}
                    {...register('valuesText')}
                  />
                )}
              </Field>
            )}
          </div>
          <SwitchRow
            className="sm:col-span-2"
            id={`${formId}-deliverable`}
            label="Deliver here"
            hint={
              deliverable
                ? 'Orders to these pincodes are taken on the terms below.'
                : 'These pincodes get no delivery, even if a zone lower in the list has them.'
            }
            control={
              <Controller
                control={control}
                name="deliverable"
                render={({ field }) => (
                  <Switch
                    id={`${formId}-deliverable`}
                    aria-describedby={`${formId}-deliverable-hint`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={busy}
                  />
                )}
              />
            }
          />
          {deliverable ? (
            <>
              <TextField
                id={`${formId}-charge`}
                label="Shipping charge (₹)"
                hint="0 for free shipping."
                error={errors.charge?.message}
                {...amountProps}
                {...register('charge')}
              />
              <TextField
                id={`${formId}-free-above`}
                label="Free shipping on orders of (₹, optional)"
                hint="Orders of this much or more ship free. Blank: never free here."
                error={errors.freeAbove?.message}
                {...amountProps}
                {...register('freeAbove')}
              />
              <SwitchRow
                className="sm:col-span-2"
                id={`${formId}-cod`}
                label="Cash on delivery"
                hint={
                  codAvailable
                    ? 'Shoppers here may pay the courier at the door.'
                    : 'Shoppers here pay online; cash on delivery is not offered.'
                }
                control={
                  <Controller
                    control={control}
                    name="codAvailable"
                    render={({ field }) => (
                      <Switch
                        id={`${formId}-cod`}
                        aria-describedby={`${formId}-cod-hint`}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={busy}
                      />
                    )}
                  />
                }
              />
              {codAvailable ? (
                <TextField
                  id={`${formId}-cod-limit`}
                  label="Cash on delivery up to (₹, optional)"
                  hint="The largest order total paid in cash here. Blank: the store’s own limit (Settings)."
                  className="sm:col-span-2"
                  error={errors.codLimit?.message}
                  {...amountProps}
                  {...register('codLimit')}
                />
              ) : null}
              <TextField
                id={`${formId}-days-from`}
                label="Delivered in, from (days)"
                hint={`Working days after the order, 0 to ${DELIVERY_DAYS_MAX}; couriers skip Sundays.`}
                error={errors.daysFrom?.message}
                {...daysProps}
                {...register('daysFrom')}
              />
              <TextField
                id={`${formId}-days-to`}
                label="To (days)"
                hint="The latest day the shopper is promised."
                error={errors.daysTo?.message}
                {...daysProps}
                {...register('daysTo')}
              />
            </>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
