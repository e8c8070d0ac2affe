import {
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES,
  type Promotion,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCategories } from '@/api/categories';
import { useSavePromotion } from '@/api/promotions';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { SwitchRow } from '@/components/ui/switch-row';
import { Textarea } from '@/components/ui/textarea';
import { FormSection } from '@/features/admin/products/product-form/form-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  type PromotionFieldErrors,
  type PromotionFormValues,
  type PromotionIssue,
  placeIssues,
  checkPromotion,
  promotionFormValues,
  promotionPayload,
  serverIssues,
} from '../promotion-form';
import { KindFields } from './kind-fields';
import { TargetFields } from './target-fields';

interface PromotionFormProps {
  /** The promotion being edited; a new one without it. */
  promotion?: Promotion;
  onSaved: (saved: Promotion) => void;
  onCancel: () => void;
}

/**
 * The promotion form, new or edited. It checks with the server's own schema and messages before
 * sending, and places what the server still refuses (a code already used, say) on its field.
 */
export function PromotionForm({ promotion, onSaved, onCancel }: PromotionFormProps) {
  const formId = useId();
  const save = useSavePromotion();
  const categories = useCategories();
  const [errors, setErrors] = useState<PromotionFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const busy = save.isPending;
  const { register, control, handleSubmit, watch } = useForm<PromotionFormValues>({
    defaultValues: promotionFormValues(promotion),
  });
  const [kind, firstOrderOnly, isActive] = watch(['kind', 'firstOrderOnly', 'isActive']);

  const showIssues = (issues: PromotionIssue[], payload: ReturnType<typeof promotionPayload>) => {
    const { fields, unplaced } = placeIssues(issues, payload);
    setErrors(fields);
    setProblem(unplaced.length > 0 ? unplaced.join(' ') : null);
    // Focus goes to the first field refused, as the form reads top to bottom.
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (values: PromotionFormValues) => {
    setErrors({});
    setProblem(null);
    const payload = promotionPayload(values);
    const { input, issues } = checkPromotion(payload);
    if (!input) {
      showIssues(issues, payload);
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: promotion?.id, input }));
    } catch (error) {
      const refused = serverIssues(error);
      if (refused.length > 0) showIssues(refused, payload);
      else if (error instanceof ApiError && error.status === 409 && input.code !== null)
        // The code is taken by another promotion: said beside the code.
        setErrors({ code: errorMessage(error, PROMOTION_MESSAGES.codeTaken(input.code)) });
      else setProblem(errorMessage(error, 'The promotion could not be saved. Please try again.'));
    }
  };

  const numberProps = { autoComplete: 'off', disabled: busy } as const;
  const id = (name: string) => `${formId}-${name}`;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid max-w-3xl gap-5"
    >
      {problem ? (
        <p
          role="alert"
          className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger"
        >
          {problem}
        </p>
      ) : null}

      <FormSection title="The promotion">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('code')}
            label="Code"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROMOTION_LIMITS.codeLength.max}
            className="[&_input]:font-mono [&_input]:uppercase"
            hint="Leave empty for an automatic offer"
            error={errors.code}
            disabled={busy}
            {...register('code')}
          />
          <TextField
            id={id('title')}
            label="Title"
            autoComplete="off"
            maxLength={PROMOTION_LIMITS.titleLength}
            hint="What shoppers read: “Diwali sale on jewellery”."
            error={errors.title}
            disabled={busy}
            {...register('title')}
          />
        </div>
        <Field id={id('kind')} label="What it gives" error={errors.kind}>
          {(controlProps) => (
            <Select {...controlProps} className="w-full" disabled={busy} {...register('kind')}>
              {PROMOTION_KINDS.map((option) => (
                <option key={option} value={option}>
                  {PROMOTION_KIND_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <KindFields kind={kind} id={id} register={register} errors={errors} disabled={busy} />
      </FormSection>

      <FormSection title="Who can use it" description="Blank limits mean no limit.">
        <SwitchRow
          id={id('first-order')}
          label="First order only"
          hint={
            firstOrderOnly
              ? 'Only a customer placing their first order may use it.'
              : 'Any order may use it.'
          }
          control={
            <Controller
              control={control}
              name="firstOrderOnly"
              render={({ field }) => (
                <Switch
                  id={id('first-order')}
                  aria-describedby={`${id('first-order')}-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              )}
            />
          }
        />
        <Field
          id={id('customers')}
          label="Only these customers (optional)"
          hint="The email of each customer’s account, one a line. Empty: every customer."
          error={errors.customerEmailsText}
        >
          {(controlProps) => (
            <Textarea
              {...controlProps}
              rows={3}
              spellCheck={false}
              autoComplete="off"
              disabled={busy}
              {...register('customerEmailsText')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('usage-limit')}
            label="Total uses (optional)"
            inputMode="numeric"
            hint="It stops once used this many times."
            error={errors.usageLimit}
            {...numberProps}
            {...register('usageLimit')}
          />
          <TextField
            id={id('per-customer')}
            label="Uses per customer (optional)"
            inputMode="numeric"
            hint="1 for once per customer."
            error={errors.perCustomerLimit}
            {...numberProps}
            {...register('perCustomerLimit')}
          />
        </div>
      </FormSection>

      <FormSection
        title="When it runs"
        description="India time. Blank start: at once; blank end: it runs until switched off."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('starts')}
            type="datetime-local"
            label="Starts (optional)"
            error={errors.startsAt}
            disabled={busy}
            {...register('startsAt')}
          />
          <TextField
            id={id('ends')}
            type="datetime-local"
            label="Ends (optional)"
            error={errors.endsAt}
            disabled={busy}
            {...register('endsAt')}
          />
        </div>
      </FormSection>

      <FormSection
        title="Which items"
        description="With nothing chosen it applies to the whole cart. What is left out never counts."
      >
        <Controller
          control={control}
          name="includes"
          render={({ field }) => (
            <TargetFields
              idPrefix={formId}
              side="includes"
              title="Applies only to"
              hint="Empty: every item."
              value={field.value}
              onChange={field.onChange}
              categories={categories.data}
              categoriesLoading={categories.isPending}
              errors={errors}
              disabled={busy}
            />
          )}
        />
        <Controller
          control={control}
          name="excludes"
          render={({ field }) => (
            <TargetFields
              idPrefix={formId}
              side="excludes"
              title="Leaves out"
              hint="These never count towards it nor get its discount."
              value={field.value}
              onChange={field.onChange}
              categories={categories.data}
              categoriesLoading={categories.isPending}
              errors={errors}
              disabled={busy}
              groupError={errors.excludes}
            />
          )}
        />
      </FormSection>

      <SwitchRow
        id={id('active')}
        label="Active"
        hint={
          isActive
            ? 'On: it applies whenever its dates and limits allow.'
            : 'Switched off: it applies to nothing until switched on again.'
        }
        control={
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                id={id('active')}
                aria-describedby={`${id('active')}-hint`}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={busy}
              />
            )}
          />
        }
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : promotion ? 'Save promotion' : 'Add promotion'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
