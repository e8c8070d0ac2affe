import { PASSWORD_MIN_LENGTH } from '@attar/contracts';
import type { PasswordJudgement } from '@attar/contracts/password-strength';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

type Judge = (password: string, personal?: string[]) => PasswordJudgement;

// The estimator and its list of common passwords (about 230 KB gzipped) load once a person types
// a new password, never with the page.
let judgeLoading: Promise<Judge> | null = null;
const loadJudge = () =>
  (judgeLoading ??= import('@attar/contracts/password-strength').then(
    (module) => module.judgePassword,
  ));

const SEGMENT_TONES = ['bg-danger', 'bg-danger', 'bg-gold', 'bg-success', 'bg-success'];

interface PasswordStrengthHintProps {
  password: string;
  /** The person's own details (email, names): a password made of them is easy to guess. */
  personal?: string[];
}

/**
 * A new password's hint: the length rule until one is typed, then how hard it is to guess, with
 * what makes it easy and what would help, as the server judges it (docs/product.md, "Passwords").
 */
export function PasswordStrengthHint({ password, personal = [] }: PasswordStrengthHintProps) {
  const [judge, setJudge] = useState<Judge | null>(null);
  useEffect(() => {
    if (!password || judge) return;
    let current = true;
    void loadJudge().then((loaded) => {
      if (current) setJudge(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [password, judge]);

  if (!judge || password.length < PASSWORD_MIN_LENGTH) {
    return <>At least {PASSWORD_MIN_LENGTH} characters.</>;
  }
  const judgement = judge(password, personal);
  const advice = judgement.acceptable
    ? judgement.warning
    : [judgement.warning ?? 'It is easy to guess.', judgement.suggestions[0]]
        .filter(Boolean)
        .join(' ');
  return (
    <span className="grid gap-1">
      <span aria-hidden="true" className="flex gap-1 pt-0.5">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1 flex-1 rounded-full',
              judgement.score >= step ? SEGMENT_TONES[judgement.score] : 'bg-rule',
            )}
          />
        ))}
      </span>
      <span>
        Strength: {judgement.label}
        {judgement.acceptable ? '.' : ', too easy to guess.'}
        {advice ? ` ${advice}` : null}
      </span>
    </span>
  );
}
