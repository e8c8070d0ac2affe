import { RETURN_MESSAGES } from '@attar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { returnKeys, useSubmitReturnRequest } from '@/api/returns';
import { errorMessage } from '@/lib/api-client';
import { draftProblem, type ReturnRequestDraft, toReturnRequest } from './return-request-draft';

/**
 * docs/product.md, "States and transitions" and "Constants and limits": the requests list is
 * refreshed one second after a submit.
 */
export const REFRESH_AFTER_SUBMIT_MS = 1000;

/**
 * Sends a request from the dialog's draft, telling the shopper what is missing first, and
 * the server's word when it refuses. Resolves to whether the request was taken.
 */
export function useReturnRequestSubmit() {
  const mutation = useSubmitReturnRequest();
  const queryClient = useQueryClient();

  async function submit(draft: ReturnRequestDraft): Promise<boolean> {
    const problem = draftProblem(draft);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      await mutation.mutateAsync(toReturnRequest(draft));
    } catch (error) {
      toast.error(errorMessage(error, RETURN_MESSAGES.submitFailed));
      return false;
    }
    toast.success(RETURN_MESSAGES.submitted);
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
      REFRESH_AFTER_SUBMIT_MS,
    );
    return true;
  }

  return { submit, isSubmitting: mutation.isPending };
}
