import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/paths';

// The suggestions' code loads the first time the box is focused: no page's first screen carries it.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

interface SearchFormProps {
  placeholder: string;
  className?: string;
}

/**
 * The bar's search box: sends the text to /search?q=..., and suggests products, categories and
 * notes as the shopper types (a combobox: arrows move through them, Enter opens one).
 */
export function SearchForm({ placeholder, className }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const keys = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('q') ?? '').trim();
    if (!text) return;
    navigate(searchPath(text));
    form.reset();
    input.current?.blur();
  };
  return (
    // action and method make the box work before the app has loaded (the server draws the bar and
    // the app follows the first paint): the browser itself then goes to /search?q=...
    <form
      role="search"
      aria-label="Site search"
      action="/search"
      method="get"
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={activeId}
        placeholder={placeholder}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        onFocus={() => setSuggesting(true)}
        onKeyDown={(event) => keys.current?.(event)}
        className="min-h-11 w-full rounded-full border border-field bg-paper py-2 pr-12 pl-5 text-sm text-ink placeholder:text-stone hover:border-ink/70 focus-visible:border-gold-deep"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full text-stone hover:text-ink"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            input={input}
            listId={listId}
            keys={keys}
            onExpandedChange={setExpanded}
            onActiveChange={setActiveId}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
