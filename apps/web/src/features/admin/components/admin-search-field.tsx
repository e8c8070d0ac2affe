import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

const SEARCH_DELAY_MS = 300;

interface AdminSearchFieldProps {
  label: string;
  placeholder: string;
  /** The search the list follows (from the address). */
  search: string;
  onSearch: (text: string) => void;
  className?: string;
}

/**
 * An admin list's search box: the list follows what is typed once typing pauses, and the
 * address keeps it, so reload and Back show the same list.
 */
export function AdminSearchField({
  label,
  placeholder,
  search,
  onSearch,
  className,
}: AdminSearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // The address changed by itself (Back, a link, "Clear filters"): show its search in the box.
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className={cn('w-full', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
          maxLength={100}
        />
      </div>
    </div>
  );
}
