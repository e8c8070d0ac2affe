import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageInputSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendContactMessage } from '@/api/contact';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type ContactValues = z.input<typeof contactMessageInputSchema>;
type ContactPayload = z.output<typeof contactMessageInputSchema>;

export const CONTACT_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact page's form: checked with the API's own schema, then sent to POST /api/contact. */
export function ContactForm() {
  const send = useSendContactMessage();
  const thanks = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactPayload>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });

  // The form gives way to the thanks; move focus with it so the change is announced.
  useEffect(() => {
    if (send.isSuccess) thanks.current?.focus();
  }, [send.isSuccess]);

  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => reset(EMPTY) }));
  const messageLength = watch('message')?.length ?? 0;

  if (send.isSuccess) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-success/30 bg-success/10 p-6 text-success outline-none"
      >
        <p className="flex items-center gap-3 font-medium">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          Message sent
        </p>
        <p className="mt-2 text-sm text-ink">{send.data.message}</p>
        <Button variant="outline" className="mt-5" onClick={() => send.reset()}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={send.isPending} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Your name"
          error={errors.name?.message}
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-phone"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          id="contact-subject"
          label="Subject"
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <Field
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={`${messageLength} of ${CONTACT_MESSAGE_MAX_LENGTH} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            className={cn(
              'block w-full rounded-soft border border-field bg-paper px-3.5 py-2.5 text-base text-ink',
              'placeholder:text-stone transition-colors duration-200',
              'hover:border-ink/70 focus-visible:border-gold-deep aria-invalid:border-danger',
            )}
            {...register('message')}
          />
        )}
      </Field>
      {send.isError ? (
        <p
          role="alert"
          className="rounded-soft border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
        >
          {errorMessage(send.error, CONTACT_FAILED_MESSAGE)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
