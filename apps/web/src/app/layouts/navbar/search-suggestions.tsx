import type { SearchSuggestions as Suggestions } from '@attar/contracts';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUGGEST_FROM_CHARACTERS, useSearchSuggestions } from '@/api/search';
import { Price } from '@/components/ui/price';
import { cn } from '@/lib/cn';
import { PRODUCTS_PATH, productPath, searchPath } from '@/lib/paths';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Group = 'Products' | 'Categories' | 'Notes';

interface Option {
  id: string;
  to: string;
  group: Group | null;
  label: string;
  product?: Suggestions['products'][number];
}

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  /** Where the box sends its key presses. */
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | undefined>;
  onExpandedChange: (expanded: boolean) => void;
  onActiveChange: (optionId: string | undefined) => void;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function optionsOf(suggestions: Suggestions, text: string, listId: string): Option[] {
  return [
    ...suggestions.products.map((product) => ({
      id: `${listId}-product-${product.id}`,
      to: productPath(product.id),
      group: 'Products' as const,
      label: product.name,
      product,
    })),
    ...suggestions.categories.map((category) => ({
      id: `${listId}-category-${category.id}`,
      to: `${PRODUCTS_PATH}?${new URLSearchParams({ menuType: category.slug, title: category.name })}`,
      group: 'Categories' as const,
      label: category.name,
    })),
    ...suggestions.notes.map((note, index) => ({
      id: `${listId}-note-${index}`,
      to: searchPath(note),
      group: 'Notes' as const,
      label: capitalized(note),
    })),
    { id: `${listId}-all`, to: searchPath(text), group: null, label: `Search for “${text}”` },
  ];
}

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * The list under the bar's search box (search-form.tsx), loaded when the box is first focused:
 * products the search finds so far with their picture and price, categories and notes whose
 * names match, and the search itself. A combobox's list (WAI-ARIA): the arrows move the active
 * option, Enter opens it, Escape closes the list; a pointer picks an option without the box
 * losing focus.
 */
export default function SearchSuggestions({
  input,
  listId,
  keys,
  onExpandedChange,
  onActiveChange,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);

  // Follows the box itself: what is typed, and whether it has the focus.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const typed = () => {
      setText(box.value.trim());
      setActive(-1);
      setOpen(true);
    };
    const focused = () => setOpen(true);
    const left = () => setOpen(false);
    box.addEventListener('input', typed);
    box.addEventListener('focus', focused);
    box.addEventListener('blur', left);
    // What was typed while this code was loading (the box was focused to load it).
    if (box.value.trim()) typed();
    return () => {
      box.removeEventListener('input', typed);
      box.removeEventListener('focus', focused);
      box.removeEventListener('blur', left);
    };
  }, [input]);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useSearchSuggestions(asked);
  const options =
    text.length >= SUGGEST_FROM_CHARACTERS && suggestions.data
      ? optionsOf(suggestions.data, text, listId)
      : [];
  const shown = open && options.length > 0;
  const activeOption = shown ? options[active] : undefined;

  useEffect(() => onExpandedChange(shown), [shown, onExpandedChange]);
  useEffect(() => onActiveChange(activeOption?.id), [activeOption?.id, onActiveChange]);
  useEffect(() => () => onExpandedChange(false), [onExpandedChange]);

  const choose = (option: Option) => {
    navigate(option.to);
    const box = input.current;
    if (box) {
      box.value = '';
      box.blur();
    }
    setText('');
    setOpen(false);
  };

  useEffect(() => {
    keys.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the box itself is active again (-1), as a native list does.
        setActive((current) => {
          const next = current + step;
          if (next < -1) return options.length - 1;
          return next >= options.length ? -1 : next;
        });
      } else if (event.key === 'Enter' && activeOption) {
        event.preventDefault();
        choose(activeOption);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
  });

  const products = suggestions.data?.products.length ?? 0;
  return (
    <>
      <p role="status" className="sr-only">
        {shown
          ? products > 0
            ? `${count(products, 'product', 'products')} suggested`
            : 'No products suggested'
          : ''}
      </p>
      {shown ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          // Keeps the focus in the box when an option is pressed.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-soft border border-rule bg-paper py-2 text-left text-sm shadow-bar"
        >
          {(['Products', 'Categories', 'Notes', null] as const).map((group) => {
            const inGroup = options.filter((option) => option.group === group);
            if (inGroup.length === 0) return null;
            const rows = inGroup.map((option) => (
              <SuggestionRow
                key={option.id}
                option={option}
                active={option === activeOption}
                onPoint={() => setActive(options.indexOf(option))}
                onChoose={() => choose(option)}
              />
            ));
            if (group === null) return <div key="all">{rows}</div>;
            return (
              <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
                <div
                  id={`${listId}-${group}`}
                  className="px-4 pt-2 pb-1 text-xs font-medium tracking-wide text-stone uppercase"
                >
                  {group}
                </div>
                {rows}
              </div>
            );
          })}
        </div>
      ) : null}
    </>
  );
}

function SuggestionRow({
  option,
  active,
  onPoint,
  onChoose,
}: {
  option: Option;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
}) {
  const { product } = option;
  return (
    <div
      id={option.id}
      role="option"
      aria-selected={active}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-ink',
        active && 'bg-ivory text-gold-deep',
      )}
    >
      {product ? (
        <>
          {product.thumbUrl ? (
            <img
              src={product.thumbUrl}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-soft object-cover"
            />
          ) : (
            <span aria-hidden="true" className="size-10 shrink-0 rounded-soft bg-ivory" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{product.name}</span>
            <span className="block truncate text-xs text-stone">{product.categoryName}</span>
          </span>
          <Price price={product.price} salePrice={product.salePrice} className="shrink-0 text-sm" />
        </>
      ) : option.group === null ? (
        <>
          <Search className="size-4 shrink-0 text-stone" aria-hidden="true" />
          <span className="truncate">{option.label}</span>
        </>
      ) : (
        <span className="truncate">{option.label}</span>
      )}
    </div>
  );
}
