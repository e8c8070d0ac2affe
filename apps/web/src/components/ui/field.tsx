import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { FieldError, Label } from './label';

/** What a field hands its control so that the label, the error and the hint are announced. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown instead of the hint while there is one. */
  error?: string;
  hint?: ReactNode;
  /** Beside the label, on its right (for instance "Forgot password?"). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error line or hint below, wired for assistive technology:
 * the control points at whichever of the two is showing. Any control fits (see TextField).
 */
export function Field({ id, label, error, hint, labelAside, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      {error ? (
        <FieldError id={errorId} message={error} />
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A Field holding a text input; input props (react-hook-form's `register(...)` too) go to the input. */
export function TextField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={className}
    >
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
