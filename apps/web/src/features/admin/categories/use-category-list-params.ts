import { useUrlSearchListParams } from '../components/use-url-list-params';

export const CATEGORY_PAGE_SIZES = [10, 20, 50, 100];

/**
 * The category list's state kept in the address (`search`, `page` counted from 1, `size`), so
 * reload and a shared link show the same list. The API counts pages from 0; `page` here does too.
 */
export function useCategoryListParams() {
  return useUrlSearchListParams(CATEGORY_PAGE_SIZES);
}
