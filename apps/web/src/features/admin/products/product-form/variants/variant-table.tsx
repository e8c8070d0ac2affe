import { mediaUrl, variantLabel } from '@attar/contracts';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldArrayWithId, type FieldError, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ProductFormValues } from '../form-values';
import type { VariantRowValues } from './variant-rows';

type Column = Exclude<keyof VariantRowValues, 'variantId' | 'isDefault' | 'imagePublicId'>;

interface ColumnSpec {
  name: Column;
  header: string;
  /** How the column names a row's cell: "Price of 50 ml". */
  label: string;
  width: string;
  inputMode?: 'decimal' | 'numeric';
  mono?: boolean;
}

const COLUMNS: ColumnSpec[] = [
  { name: 'size', header: 'Size', label: 'Size', width: 'w-28' },
  { name: 'colour', header: 'Colour', label: 'Colour', width: 'w-32' },
  { name: 'sku', header: 'SKU', label: 'SKU', width: 'w-64', mono: true },
  { name: 'price', header: 'Price ₹', label: 'Price', width: 'w-28', inputMode: 'decimal' },
  {
    name: 'salePrice',
    header: 'Sale price ₹',
    label: 'Sale price',
    width: 'w-28',
    inputMode: 'decimal',
  },
  { name: 'stockQuantity', header: 'Stock', label: 'Stock', width: 'w-20', inputMode: 'numeric' },
  {
    name: 'weightGrams',
    header: 'Weight g',
    label: 'Weight',
    width: 'w-24',
    inputMode: 'decimal',
  },
];

interface VariantTableProps {
  idPrefix: string;
  disabled: boolean;
  fields: FieldArrayWithId<ProductFormValues, 'variants'>[];
  withColours: boolean;
  withWeight: boolean;
  onRemove: (index: number) => void;
}

/**
 * The variants as rows of inputs. A plain table rather than TanStack Table: it neither sorts
 * nor pages, and its cells are the form's own inputs. It scrolls sideways on a phone, as the
 * admin's other tables do. Each input is named after its row ("Price of 50 ml"), and the server's
 * and the schema's errors show under the cell they are about.
 */
export function VariantTable({
  idPrefix,
  disabled,
  fields,
  withColours,
  withWeight,
  onRemove,
}: VariantTableProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [rows, images] = useWatch({ control, name: ['variants', 'imagePublicIds'] });
  const columns = COLUMNS.filter(
    ({ name }) => (name !== 'colour' || withColours) && (name !== 'weightGrams' || withWeight),
  );
  const rootError = errors.variants?.root?.message ?? errors.variants?.message;

  const makeDefault = (chosen: number) => {
    rows.forEach((_, index) =>
      setValue(`variants.${index}.isDefault`, index === chosen, { shouldDirty: true }),
    );
  };

  return (
    <div className="grid gap-2">
      {rootError ? (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      ) : null}
      {/* Relative: the visually hidden caption and header are positioned absolutely, and outside a
          containing block in the scroll box they would widen the page on a phone. */}
      <div className="relative overflow-x-auto rounded-soft border border-rule">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Variants</caption>
          <thead className="bg-ivory">
            <tr className="border-b border-rule">
              <Th>Default</Th>
              {columns.map((column) => (
                <Th key={column.name}>{column.header}</Th>
              ))}
              {images.length > 0 ? <Th>Image</Th> : null}
              <Th>
                <span className="sr-only">Remove</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const row = rows[index] ?? field;
              const name = variantLabel({ size: row.size.trim(), colour: row.colour.trim() });
              const label = name || `row ${index + 1}`;
              const rowErrors = errors.variants?.[index];
              const rowMessage = rowErrors?.message ?? rowErrors?.root?.message;
              return [
                <tr
                  key={field.id}
                  className={cn(
                    'border-b border-rule align-top last:border-b-0',
                    rowErrors && 'bg-danger/5',
                  )}
                >
                  <td className="px-3 py-2">
                    <label className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name={`${idPrefix}-default`}
                        className="size-4 accent-ink"
                        checked={row.isDefault}
                        disabled={disabled}
                        onChange={() => makeDefault(index)}
                        aria-label={`Default: ${label}`}
                      />
                      {row.variantId === null ? (
                        <span className="text-xs font-medium text-gold-deep">New</span>
                      ) : null}
                    </label>
                  </td>
                  {columns.map((column) => {
                    const id = `${idPrefix}-variant-${index}-${column.name}`;
                    const error = (rowErrors?.[column.name] as FieldError | undefined)?.message;
                    return (
                      <td key={column.name} className="px-1.5 py-2">
                        {/* The width on a box of its own: the input is full width, and cn does not merge. */}
                        <div className={column.width}>
                          <Input
                            id={id}
                            aria-label={`${column.label} of ${label}`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            autoComplete="off"
                            spellCheck={false}
                            inputMode={column.inputMode}
                            disabled={disabled}
                            className={cn('tabular-nums', column.mono && 'font-mono uppercase')}
                            {...register(`variants.${index}.${column.name}`)}
                          />
                        </div>
                        {error ? (
                          <p
                            id={`${id}-error`}
                            className={cn('mt-1 text-xs text-danger', column.width)}
                          >
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                  {images.length > 0 ? (
                    <td className="px-1.5 py-2">
                      <VariantPicture
                        id={`${idPrefix}-variant-${index}-picture`}
                        label={label}
                        images={images}
                        chosen={row.imagePublicId}
                        disabled={disabled}
                        onChoose={(publicId) =>
                          setValue(`variants.${index}.imagePublicId`, publicId, {
                            shouldDirty: true,
                          })
                        }
                      />
                    </td>
                  ) : null}
                  <td className="px-1.5 py-2 text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={disabled || row.isDefault}
                      aria-label={`Remove variant ${label}`}
                      title={row.isDefault ? 'The default stays: choose another first' : 'Remove'}
                      className="text-danger hover:bg-danger/10"
                      onClick={() => onRemove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>,
                rowMessage ? (
                  <tr key={`${field.id}-error`} className="bg-danger/5">
                    <td
                      colSpan={columns.length + (images.length > 0 ? 3 : 2)}
                      className="px-3 pb-2 text-xs text-danger"
                    >
                      {label}: {rowMessage}
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone">
        Removing a variant keeps it for the orders that name it; its SKU stays taken.
      </p>
    </div>
  );
}

interface VariantPictureProps {
  id: string;
  label: string;
  /** The product's pictures, in their order. */
  images: string[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (publicId: string | null) => void;
}

/**
 * Which of the product's pictures the product page shows first for this variant (a ring's rose
 * gold, a larger bottle); none keeps the product's own first picture.
 */
function VariantPicture({ id, label, images, chosen, disabled, onChoose }: VariantPictureProps) {
  // A picture removed from the product since it was chosen reads as none (the server keeps
  // only the product's own pictures for a variant).
  const value = chosen !== null && images.includes(chosen) ? chosen : '';
  return (
    <div className="flex w-44 items-center gap-2">
      {value ? (
        <img
          src={mediaUrl(value, 'thumb')}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-soft border border-rule object-cover"
        />
      ) : (
        <span className="size-10 shrink-0 rounded-soft border border-dashed border-rule" />
      )}
      <select
        id={id}
        aria-label={`Image of ${label}`}
        className="h-11 min-w-0 flex-1 rounded-soft border border-field bg-paper px-2 text-sm"
        value={value}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value || null)}
      >
        <option value="">The product's first</option>
        {images.map((publicId, index) => (
          <option key={publicId} value={publicId}>
            Image {index + 1}
          </option>
        ))}
      </select>
    </div>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th
      scope="col"
      className="h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone uppercase"
    >
      {children}
    </th>
  );
}
