import { useState } from 'react';
import { toast } from 'sonner';
import { type ReturnDecision, useDecideReturn } from '@/api/returns';
import { type DecisionErrors, NO_DECISION_ERRORS, readDecisionError } from './decision-errors';

/**
 * One decision dialog's state: open or not, its field values (as typed), its errors, and the
 * call. Opening starts from `initial` again; a pending call keeps the dialog open.
 */
export function useDecisionForm<V extends Record<string, string | boolean>>(
  requestId: number,
  initial: () => V,
) {
  const decide = useDecideReturn(requestId);
  const [open, setOpenState] = useState(false);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<DecisionErrors>(NO_DECISION_ERRORS);

  const setOpen = (next: boolean) => {
    if (decide.isPending && !next) return;
    if (next) {
      setValues(initial());
      setErrors(NO_DECISION_ERRORS);
    }
    setOpenState(next);
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /**
   * Sends the decision unless `problems` names any; on success closes with a toast, on failure
   * shows the server's answer in the dialog.
   */
  const submit = async (
    decision: ReturnDecision,
    success: string,
    problems: Partial<Record<keyof V & string, string>> = {},
  ) => {
    const found = Object.fromEntries(
      Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (Object.keys(found).length > 0) {
      setErrors({ fields: found, message: null });
      return;
    }
    setErrors(NO_DECISION_ERRORS);
    try {
      await decide.mutateAsync(decision);
    } catch (error) {
      setErrors(readDecisionError(error, Object.keys(values)));
      return;
    }
    toast.success(success, { description: `Request #${requestId}` });
    setOpenState(false);
  };

  return { open, setOpen, values, setValue, errors, pending: decide.isPending, submit };
}
