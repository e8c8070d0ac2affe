import type { PageQuery } from '@attar/contracts';

export function pageOffset(query: PageQuery): number {
  return query.page * query.size;
}
