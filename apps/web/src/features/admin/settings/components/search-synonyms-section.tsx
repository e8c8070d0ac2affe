import type { SearchSynonym } from '@attar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  useAddSearchSynonym,
  useDeleteSearchSynonym,
  useSearchSynonyms,
  useUpdateSearchSynonym,
} from '@/api/search-admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { errorMessage } from '@/lib/api-client';

/** "rose, gulab, गुलाब" as the words of a group; the server normalizes and checks them. */
export const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * Settings > Search synonyms: the groups of words shoppers type for the same thing, which search
 * reads in both directions (docs/admin-guide.md, "Search"). A change applies to the next search.
 */
export function SearchSynonymsSection() {
  const headingId = useId();
  const synonyms = useSearchSynonyms();
  const add = useAddSearchSynonym();
  return (
    <Card aria-labelledby={headingId} className="mt-4">
      <div className="mb-5">
        <h2 id={headingId} className="font-sans text-lg font-semibold">
          Search synonyms
        </h2>
        <p className="mt-1 text-sm text-stone">
          Words shoppers type for the same thing, in any script: a search for any word of a group
          finds what the others find. A change applies to the next search.
        </p>
      </div>
      {synonyms.isPending ? (
        <p role="status" className="text-sm text-stone">
          Loading search synonyms...
        </p>
      ) : synonyms.isError ? (
        <AdminLoadError
          what="The search synonyms"
          error={synonyms.error}
          onRetry={() => void synonyms.refetch()}
        />
      ) : (
        <>
          <ul aria-label="Synonym groups" className="divide-y divide-rule text-sm">
            {synonyms.data.map((group) => (
              <SynonymGroup key={`${group.id}-${group.updatedAt}`} group={group} />
            ))}
          </ul>
          <WordsForm
            label="Add a group"
            submitLabel="Add group"
            pendingLabel="Adding..."
            initial=""
            onSave={add.mutateAsync}
            savedTitle="Synonym group added"
          />
        </>
      )}
    </Card>
  );
}

function SynonymGroup({ group }: { group: SearchSynonym }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSearchSynonym();
  const remove = useDeleteSearchSynonym();
  const name = group.words[0] ?? '';
  if (editing) {
    return (
      <li className="py-3">
        <WordsForm
          label={`Words of the group “${name}”`}
          submitLabel="Save"
          pendingLabel="Saving..."
          initial={group.words.join(', ')}
          onSave={(values) => update.mutateAsync({ id: group.id, ...values })}
          savedTitle="Synonym group saved"
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>{group.words.join(', ')}</span>
      <span className="flex gap-1">
        <Button
          variant="ghost"
          className="px-2 text-sm"
          aria-label={`Edit the group “${name}”`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        <ConfirmDialog
          title={`Delete the group “${name}”?`}
          description="Search stops reading these words as one."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          onConfirm={() =>
            remove.mutateAsync(group.id).then(
              () => toast.success('Synonym group deleted'),
              (error: unknown) => {
                toast.error(errorMessage(error, 'The group could not be deleted.'));
                throw error;
              },
            )
          }
          trigger={
            <Button
              variant="ghost"
              className="px-2 text-sm"
              aria-label={`Delete the group “${name}”`}
            >
              Delete
            </Button>
          }
        />
      </span>
    </li>
  );
}

interface WordsFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initial: string;
  onSave: (values: { words: string[] }) => Promise<unknown>;
  savedTitle: string;
  onDone?: () => void;
}

/** One field of comma-separated words; the server's refusal shows under it. */
function WordsForm(props: WordsFormProps) {
  const id = useId();
  const [text, setText] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setSaving(true);
    try {
      await props.onSave({ words: wordsOf(text) });
      toast.success(props.savedTitle);
      setText('');
      props.onDone?.();
    } catch (error) {
      setProblem(errorMessage(error, 'The group could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-64 flex-1">
        <TextField
          id={`${id}-words`}
          label={props.label}
          hint="Words or two-word phrases, separated by commas: rose, gulab, गुलाब"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem ?? undefined}
        />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? props.pendingLabel : props.submitLabel}
      </Button>
      {props.onDone ? (
        <Button type="button" variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
