import {
  MENU_DESCRIPTION_MAX,
  MENU_PATH_MAX,
  MENU_TITLE_MAX,
  MENU_TYPE_MAX,
  type MenuItem,
  type MenuItemCreateInput,
  type MenuItemUpdateInput,
  menuItemCreateSchema,
  validationIssueSchema,
} from '@attar/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useCreateMenuItem, useUpdateMenuItem } from '@/api/menu-admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';
import { itemsLabel } from '../menu-tree';

interface FormValues {
  title: string;
  description: string;
  path: string;
  menuType: string;
  featured: boolean;
  /** A top-level item's id, or '' for the top level. */
  parentId: string;
}

// The form checks what the server checks, with the server's own schema and messages.
const formSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    path: z.string(),
    menuType: z.string(),
    featured: z.boolean(),
    // Absent while the select is disabled (an item with children stays at the top level).
    parentId: z.string().optional(),
  })
  .transform(({ parentId, ...rest }): z.input<typeof menuItemCreateSchema> => ({
    ...rest,
    parentId: parentId ? Number(parentId) : null,
  }))
  .pipe(menuItemCreateSchema);
const resolver = zodFormResolver<FormValues, MenuItemCreateInput>(formSchema);
const FIELDS = ['title', 'description', 'path', 'menuType', 'featured', 'parentId'] as const;

export type MenuDialogTarget =
  | { mode: 'add'; parentId: number | null }
  | { mode: 'edit'; item: MenuItem; parentId: number | null };

interface MenuItemDialogProps {
  target: MenuDialogTarget;
  /** The top-level items, the places an item can go under. */
  topLevel: MenuItem[];
  onClose: () => void;
}

/** Adds a menu item (at the top level or under one) or edits one, moving it with `parentId`. */
export function MenuItemDialog({ target, topLevel, onClose }: MenuItemDialogProps) {
  const formId = useId();
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const busy = create.isPending || update.isPending;
  const item = target.mode === 'edit' ? target.item : null;
  const childCount = item?.children.length ?? 0;
  const parentOptions = topLevel.filter((candidate) => candidate.id !== item?.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, MenuItemCreateInput>({
    resolver,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      path: item?.path ?? '#',
      menuType: item?.menuType ?? '',
      featured: item?.featured ?? false,
      parentId: target.parentId === null ? '' : String(target.parentId),
    },
  });
  const verb = item ? 'save' : 'add';

  const submit = async (values: MenuItemCreateInput) => {
    try {
      if (item) {
        const input = changedFields(item, target.parentId, values);
        if (Object.keys(input).length > 0) await update.mutateAsync({ id: item.id, input });
        toast.success('Menu item saved', { description: values.title });
      } else {
        await create.mutateAsync(values);
        toast.success('Menu item added', { description: values.title });
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(error, (name, message) => setError(name, { message }));
      toast.error(`Could not ${verb} the menu item`, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={item ? 'Edit menu item' : 'Add menu item'}
        description="Shoppers see the change in the menu bar the next time a page loads."
        size="lg"
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? 'Saving...' : item ? 'Save changes' : 'Add menu item'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField
            id={`${formId}-title`}
            label="Title"
            autoComplete="off"
            maxLength={MENU_TITLE_MAX}
            error={errors.title?.message}
            disabled={busy}
            className="sm:col-span-2"
            {...register('title')}
          />
          <Field
            id={`${formId}-parent`}
            label="Parent"
            error={errors.parentId?.message}
            hint={
              childCount > 0
                ? `It has ${itemsLabel(childCount)} under it, so it stays at the top level (the menu has two levels).`
                : 'An item under a parent shows in that parent’s dropdown.'
            }
            className="sm:col-span-2"
          >
            {(control) => (
              <Select
                {...control}
                disabled={busy || childCount > 0}
                className="w-full"
                {...register('parentId')}
              >
                <option value="">None (top level)</option>
                {parentOptions.map((parent) => (
                  <option key={parent.id} value={String(parent.id)}>
                    Under {parent.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            id={`${formId}-path`}
            label="Path"
            autoComplete="off"
            spellCheck={false}
            maxLength={MENU_PATH_MAX}
            error={errors.path?.message}
            hint="A page of this store starting with /, such as /fragrances, or # for no link."
            disabled={busy}
            {...register('path')}
          />
          <TextField
            id={`${formId}-menu-type`}
            label="Menu type (optional)"
            autoComplete="off"
            spellCheck={false}
            maxLength={MENU_TYPE_MAX}
            error={errors.menuType?.message}
            hint="What it lists: a gender, a product type, an occasion, FEATURED or a category slug."
            disabled={busy}
            {...register('menuType')}
          />
          <Field
            id={`${formId}-description`}
            label="Description (optional)"
            error={errors.description?.message}
            hint="Shown in the highlighted panel of a featured item."
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={MENU_DESCRIPTION_MAX}
                disabled={busy}
                {...register('description')}
              />
            )}
          </Field>
          <div className="flex items-center justify-between gap-4 rounded-soft border border-rule px-3 sm:col-span-2">
            <div className="py-2">
              <Label htmlFor={`${formId}-featured`} className="mb-0">
                Featured
              </Label>
              <p id={`${formId}-featured-hint`} className="text-xs text-stone">
                Gets a highlighted panel with its title and description.
              </p>
            </div>
            <Controller
              control={control}
              name="featured"
              render={({ field }) => (
                <Switch
                  id={`${formId}-featured`}
                  aria-describedby={`${formId}-featured-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              )}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What differs from the stored item: an update sends only that (a new parent moves it). */
function changedFields(
  item: MenuItem,
  parentId: number | null,
  values: MenuItemCreateInput,
): MenuItemUpdateInput {
  const input: MenuItemUpdateInput = {};
  if (values.title !== item.title) input.title = values.title;
  if (values.description !== (item.description || null)) input.description = values.description;
  if (values.path !== item.path) input.path = values.path;
  if (values.menuType !== (item.menuType || null)) input.menuType = values.menuType;
  if (values.featured !== item.featured) input.featured = values.featured;
  if (values.parentId !== parentId) input.parentId = values.parentId;
  return input;
}

/** The server's per-field answers (400 VALIDATION_FAILED details) beside their fields. */
function showServerFieldErrors(
  error: unknown,
  show: (name: (typeof FIELDS)[number], message: string) => void,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = FIELDS.find((field) => field === issue.path.split('.').pop());
    if (name) show(name, issue.message);
  }
}
