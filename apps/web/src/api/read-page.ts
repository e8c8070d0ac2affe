import type { Page } from '@attar/contracts';
import { listFrom } from '@attar/contracts';

/**
 * Reads a page object, also accepting a plain list or `{ data }` as one whole page
 * (docs/api.md, "Pagination"). Anything else fails with "Invalid response format from <what> API".
 */
export function readPage<T>(body: unknown, what: string): Page<T> {
  const content = listFrom<T>(body);
  if (!content) throw new Error(`Invalid response format from ${what} API`);
  const record = (Array.isArray(body) ? {} : body) as Partial<Page<T>>;
  const size = typeof record.size === 'number' ? record.size : content.length;
  const number = typeof record.number === 'number' ? record.number : 0;
  const totalElements =
    typeof record.totalElements === 'number' ? record.totalElements : content.length;
  const totalPages =
    typeof record.totalPages === 'number' ? record.totalPages : content.length > 0 ? 1 : 0;
  return {
    content,
    size,
    number,
    totalElements,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}
