import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useAddSearchSynonym } from '@/api/search-admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { wordsOf } from '@/features/admin/settings/components/search-synonyms-section';
import { errorMessage } from '@/lib/api-client';

/**
 * A search that found nothing, answered in one step: the words it means become a synonym group
 * with it (Settings > Search synonyms lists the group), and the next search for it finds them.
 */
export function AddSynonymDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const formId = useId();
  const add = useAddSearchSynonym();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = add.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const meant = wordsOf(String(new FormData(event.currentTarget).get('words') ?? ''));
    if (meant.length === 0) {
      setProblem('Enter at least one word it means.');
      return;
    }
    try {
      const group = await add.mutateAsync({ words: [query, ...meant] });
      toast.success('Synonym added', { description: group.words.join(', ') });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The synonym could not be added. Please try again.'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={`Add a synonym for “${query}”`}
        description={`A search for “${query}” then finds what these words find.`}
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? 'Adding...' : 'Add synonym'}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {problem ? (
            <p role="alert" className="mb-3 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <TextField
            id={`${formId}-words`}
            name="words"
            label="Means the same as"
            hint="Words or two-word phrases, separated by commas, in any script."
            placeholder="marigold, genda"
            autoComplete="off"
            maxLength={600}
            autoFocus
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
