import { X } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useState } from 'react';
import type { FieldControlProps } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface TagInputProps extends FieldControlProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** The longest one tag may be. */
  maxLength?: number;
  disabled?: boolean;
}

/** Splits "Bergamot, pink pepper" into tags, dropping blanks and ones already there. */
function addTags(current: string[], text: string): string[] {
  const next = [...current];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      next.push(tag);
    }
  }
  return next;
}

/**
 * A list of short words (a pyramid's notes) as removable chips. Enter or a comma adds what was
 * typed, a pasted "a, b, c" adds three, Backspace in the empty box takes the last one back, and
 * leaving the box keeps what is in it.
 */
export function TagInput({
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  maxLength,
  disabled,
  ...control
}: TagInputProps) {
  const [text, setText] = useState('');

  const commit = (input: string) => {
    const next = addTags(value, input);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      setText(value.at(-1) ?? '');
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.includes(',')) return;
    event.preventDefault();
    commit(`${text},${pasted}`);
  };

  return (
    <div
      className={cn(
        'flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-soft border border-field bg-paper px-2 py-1.5',
        'hover:border-ink/70 focus-within:border-gold-deep focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold-deep',
        control['aria-invalid'] && 'border-danger',
        disabled && 'opacity-60',
      )}
    >
      {value.map((tag, index) => (
        <span
          key={tag}
          className="inline-flex items-center gap-0.5 rounded-full border border-gold/50 bg-gold-soft/50 py-0.5 pr-0.5 pl-2.5 text-sm"
        >
          {tag}
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
            aria-label={`Remove ${tag}`}
            className="inline-flex size-6 items-center justify-center rounded-full text-stone hover:bg-ink/10 hover:text-ink"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        ref={inputRef}
        {...control}
        value={text}
        disabled={disabled}
        maxLength={maxLength}
        placeholder={value.length === 0 ? placeholder : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (text.trim()) commit(text);
          onBlur?.();
        }}
        className="min-h-8 min-w-28 flex-1 bg-transparent px-1.5 text-base outline-none placeholder:text-stone"
      />
    </div>
  );
}
