import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../form-values';

/**
 * True while the variants editor holds rows: the product's SKU, size, prices, stock and weight
 * are then each row's, and the plain fields for them are not shown.
 */
export function useHasVariantRows(): boolean {
  const { control } = useFormContext<ProductFormValues>();
  // Re-renders when the answer changes, not on every keystroke in a row.
  return useWatch({ control, name: 'variants', compute: (rows) => rows.length > 0 });
}
