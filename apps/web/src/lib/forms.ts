import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks a form's values with a zod schema whose input type is
 * not the form's own: the contracts' schemas take what the API receives (numbers, nulls, a
 * preprocess from unknown), while a form holds what its fields hold (text as typed, '' for none).
 * The resolver types its values after the schema's input, so the form's value type is asserted
 * here, in one place; what the schema produces is still checked against `Output`.
 */
export function zodFormResolver<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<Output, unknown>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as unknown as z.ZodType<Output, Values>);
}
