import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/paths';

interface SearchFormProps {
  placeholder: string;
  className?: string;
  onSearched?: () => void;
}

/** The bar's search box: sends the text to /search?q=... */
export function SearchForm({ placeholder, className, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('q') ?? '').trim();
    if (!text) return;
    navigate(searchPath(text));
    form.reset();
    onSearched?.();
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
        id={id}
        name="q"
        type="search"
        placeholder={placeholder}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-field bg-paper py-2 pr-12 pl-5 text-sm text-ink placeholder:text-stone hover:border-ink/70 focus-visible:border-gold-deep"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full text-stone hover:text-ink"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
