import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type Review,
  reviewFormSchema,
  validationIssueSchema,
} from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { z } from 'zod';
import { useSaveReview } from '@/api/reviews';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { StarRatingInput } from './star-rating-input';

type ReviewValues = z.input<typeof reviewFormSchema>;
type FieldName = keyof ReviewValues;
const FIELD_NAMES: readonly FieldName[] = ['rating', 'title', 'body'];

interface ReviewFormProps {
  productId: number;
  /** The person's review when editing it; null to write a new one. */
  review: Review | null;
  onDone: () => void;
  onCancel?: () => void;
  onChanged?: () => void;
  /** A 409: this person has a review of the product already (one per customer and product). */
  onConflict?: (message: string) => void;
}

/** Write or edit one's review: a rating from 1 to 5, a title if one likes, and a few words. */
export function ReviewForm({
  productId,
  review,
  onDone,
  onCancel,
  onChanged,
  onConflict,
}: ReviewFormProps) {
  const save = useSaveReview(productId, onChanged);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues, unknown, z.output<typeof reviewFormSchema>>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: review
      ? { rating: review.rating, title: review.title, body: review.body }
      : { rating: undefined, title: '', body: '' },
  });
  const idPrefix = `review-${productId}`;
  const titleLength = watch('title')?.length ?? 0;
  const bodyLength = watch('body')?.length ?? 0;

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ reviewId: review?.id ?? null, payload });
      toast.success(review ? 'Review updated' : 'Review posted', {
        description: review ? 'Your changes are saved.' : 'Thank you for sharing your thoughts.',
      });
      onDone();
    } catch (error) {
      if (onConflict && error instanceof ApiError && error.status === 409) {
        onConflict(errorMessage(error, 'You have already reviewed this product'));
        return;
      }
      const shownBeside = showServerFieldErrors(error, (name, message) =>
        setError(name, { message }),
      );
      if (!shownBeside) {
        setError('root.server', {
          message: errorMessage(error, 'Failed to save your review. Please try again.'),
        });
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={review ? 'Edit your review' : 'Write a review'}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name={`${idPrefix}-rating`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />
      <TextField
        id={`${idPrefix}-title`}
        label="Title (optional)"
        error={errors.title?.message}
        hint={`${titleLength} / ${REVIEW_TITLE_MAX_LENGTH} characters`}
        autoComplete="off"
        {...register('title')}
      />
      <Field
        id={`${idPrefix}-body`}
        label="Your review"
        error={errors.body?.message}
        hint={`${bodyLength} / ${REVIEW_BODY_MAX_LENGTH} characters`}
      >
        {(controlProps) => (
          <textarea
            rows={5}
            {...register('body')}
            {...controlProps}
            className={cn(
              'block w-full rounded-soft border border-field bg-paper px-3.5 py-2.5 text-base text-ink',
              'placeholder:text-stone hover:border-ink/70 focus-visible:border-gold-deep aria-invalid:border-danger',
            )}
          />
        )}
      </Field>
      {errors.root?.server?.message ? (
        <p
          role="alert"
          className="rounded-soft border border-danger/30 bg-danger/5 px-3.5 py-2.5 text-sm text-danger"
        >
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : review ? 'Save changes' : 'Post review'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Puts a 400 VALIDATION_FAILED's messages beside their fields; answers whether any was shown. */
function showServerFieldErrors(
  error: unknown,
  show: (name: FieldName, message: string) => void,
): boolean {
  if (!(error instanceof ApiError) || error.body?.code !== 'VALIDATION_FAILED') return false;
  const issues = z.array(validationIssueSchema).safeParse(error.body.details);
  if (!issues.success) return false;
  let shown = false;
  for (const issue of issues.data) {
    const name = FIELD_NAMES.find((field) => field === issue.path.split('.').pop());
    if (name) {
      show(name, issue.message);
      shown = true;
    }
  }
  return shown;
}
