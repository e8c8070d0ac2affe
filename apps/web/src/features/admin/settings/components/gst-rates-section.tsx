import {
  gstRateCreateSchema,
  validationIssueSchema,
  type GstHsnRates,
  type GstRateCreateInput,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAddGstRate, useDeleteGstRate, useGstRates } from '@/api/gst-rates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';

const FIELDS = ['hsnCode', 'ratePercent', 'effectiveFrom', 'description'] as const;

/**
 * Settings > GST rates: each HSN code's rate in force today and any scheduled change, a form to
 * add a rate from a day on, and the deletion of a scheduled one. A product's HSN code picks its
 * rate; orders keep the rate they were placed with (docs/admin-guide.md, "GST rates").
 */
export function GstRatesSection() {
  const headingId = useId();
  const rates = useGstRates();
  return (
    <Card aria-labelledby={headingId} className="mt-4">
      <div className="mb-5">
        <h2 id={headingId} className="font-sans text-lg font-semibold">
          GST rates
        </h2>
        <p className="mt-1 text-sm text-stone">
          The GST rate of each HSN code. A product is taxed at its code’s rate on the day it is
          ordered; orders already placed keep their rate. To change a rate, add the new one from the
          day it applies.
        </p>
      </div>
      {rates.isPending ? (
        <p role="status" className="text-sm text-stone">
          Loading GST rates...
        </p>
      ) : rates.isError ? (
        <AdminLoadError
          what="The GST rates"
          error={rates.error}
          onRetry={() => void rates.refetch()}
        />
      ) : (
        <>
          <RatesTable items={rates.data.items} />
          <AddRateForm today={rates.data.today} />
        </>
      )}
    </Card>
  );
}

function RatesTable({ items }: { items: GstHsnRates[] }) {
  const remove = useDeleteGstRate();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">GST rate of each HSN code</caption>
        <thead className="border-b border-rule text-xs tracking-wide text-stone uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              HSN
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Rate in force
            </th>
            <th scope="col" className="py-2 font-medium">
              Scheduled change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-rule">
          {items.map((item) => (
            <tr key={item.hsnCode}>
              <td className="py-2 pr-4 font-mono">{item.hsnCode}</td>
              <td className="py-2 pr-4">{item.description}</td>
              <td className="py-2 pr-4 tabular-nums">
                {item.inForce
                  ? `${item.inForce.ratePercent}% since ${item.inForce.effectiveFrom}`
                  : 'None yet'}
              </td>
              <td className="py-2">
                {item.scheduled.length === 0 ? (
                  <span className="text-stone">None</span>
                ) : (
                  <ul className="space-y-1">
                    {item.scheduled.map((rate) => (
                      <li key={rate.id} className="flex flex-wrap items-center gap-2">
                        <span className="tabular-nums">
                          {rate.ratePercent}% from {rate.effectiveFrom}
                        </span>
                        <ConfirmDialog
                          title={`Delete the ${rate.ratePercent}% rate of HSN ${rate.hsnCode}?`}
                          description={`It would have applied from ${rate.effectiveFrom}; the rate in force stays.`}
                          confirmLabel="Delete"
                          pendingLabel="Deleting..."
                          destructive
                          onConfirm={() =>
                            remove.mutateAsync(rate.id).then(
                              () => toast.success('Scheduled rate deleted'),
                              (error: unknown) => {
                                toast.error(errorMessage(error, 'The rate could not be deleted.'));
                                throw error;
                              },
                            )
                          }
                          trigger={
                            <Button
                              variant="ghost"
                              className="px-2 text-sm"
                              aria-label={`Delete the ${rate.ratePercent}% rate of HSN ${rate.hsnCode} from ${rate.effectiveFrom}`}
                            >
                              Delete
                            </Button>
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddRateForm({ today }: { today: string }) {
  const id = useId();
  const add = useAddGstRate();
  const [problem, setProblem] = useState<string | null>(null);
  const blank = { hsnCode: '', ratePercent: Number.NaN, effectiveFrom: today, description: '' };
  const form = useForm<GstRateCreateInput>({
    resolver: zodFormResolver<GstRateCreateInput>(gstRateCreateSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await add.mutateAsync(values);
      form.reset(blank);
      toast.success(`GST rate of HSN ${values.hsnCode} added`);
    } catch (error) {
      const issues =
        error instanceof ApiError
          ? z.array(validationIssueSchema).safeParse(error.body?.details)
          : null;
      let placed = false;
      for (const issue of issues?.success ? issues.data : []) {
        const name = issue.path.split('.')[0] ?? '';
        if (!(FIELDS as readonly string[]).includes(name)) continue;
        form.setError(
          name as Path<GstRateCreateInput>,
          { message: issue.message },
          { shouldFocus: !placed },
        );
        placed = true;
      }
      if (!placed)
        setProblem(errorMessage(error, 'The rate could not be added. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 border-t border-rule pt-5">
      <h3 className="font-sans text-base font-semibold">Add a rate</h3>
      <p className="mt-1 text-sm text-stone">
        A new HSN code may start on any day since 1 July 2017; a new rate for a code already listed
        starts today or later.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-hsn`}
          label="HSN code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          hint="4, 6 or 8 digits. An 8-digit code without a rate of its own takes its heading’s."
          error={errors.hsnCode?.message}
          {...form.register('hsnCode')}
        />
        <TextField
          id={`${id}-rate`}
          label="Rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          hint="For example 3, 5, 12, 18 or 28; at most two decimals."
          error={errors.ratePercent?.message}
          {...form.register('ratePercent', { valueAsNumber: true })}
        />
        <TextField
          id={`${id}-from`}
          label="Applies from"
          type="date"
          min="2017-07-01"
          error={errors.effectiveFrom?.message}
          {...form.register('effectiveFrom')}
        />
        <TextField
          id={`${id}-description`}
          label="Description"
          maxLength={200}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="mt-4">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add rate'}
        </Button>
      </div>
    </form>
  );
}
