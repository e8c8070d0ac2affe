// The page object every list call answers (docs/api.md, "Pagination"), without zod.

export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  query: { page: number; size: number },
): Page<T> {
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content,
    totalElements,
    totalPages,
    number: query.page,
    size: query.size,
    first: query.page === 0,
    last: query.page >= totalPages - 1,
    empty: content.length === 0,
  };
}

/**
 * Some spec calls may answer a plain array, `{ content }` or `{ data }`; the client accepts
 * all three and gets the list out.
 */
export function listFrom<T>(body: unknown): T[] | null {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.content)) return record.content as T[];
    if (Array.isArray(record.data)) return record.data as T[];
  }
  return null;
}
