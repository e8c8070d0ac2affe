import { type StoreSettings, validationIssueSchema } from '@attar/contracts';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type SettingsSectionName,
  type SettingsSectionValues,
  useSaveSettingsSection,
} from '@/api/settings';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';

interface SettingsFormOptions<S extends SettingsSectionName> {
  section: S;
  /** The section's schema from contracts: the server's rules and messages, checked here first. */
  schema: z.ZodType<SettingsSectionValues[S], SettingsSectionValues[S]>;
  /** The section's fields as the settings read them. */
  valuesOf: (settings: StoreSettings) => SettingsSectionValues[S];
  settings: StoreSettings;
  /** The toast after a save ("Cash on delivery saved"). */
  savedTitle: string;
}

/**
 * One section of the settings screen as a form of its own: checked with the contract's schema,
 * saved with PUT /api/admin/settings/{section}, the server's refusals shown beside their fields
 * (400 details by path) or, when no field takes them, above the Save button.
 */
export function useSettingsForm<S extends SettingsSectionName>({
  section,
  schema,
  valuesOf,
  settings,
  savedTitle,
}: SettingsFormOptions<S>) {
  type Values = SettingsSectionValues[S] & FieldValues;
  const save = useSaveSettingsSection(section);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodFormResolver<Values>(schema),
    defaultValues: valuesOf(settings) as DefaultValues<Values>,
  });
  const fieldNames = Object.keys(valuesOf(settings));

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved) as Values);
      toast.success(savedTitle);
    } catch (error) {
      const issues =
        error instanceof ApiError
          ? z.array(validationIssueSchema).safeParse(error.body?.details)
          : null;
      let placed = false;
      for (const issue of issues?.success ? issues.data : []) {
        const name = issue.path.split('.')[0] ?? '';
        if (!fieldNames.includes(name)) continue;
        form.setError(name as Path<Values>, { message: issue.message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed)
        setProblem(errorMessage(error, 'The settings could not be saved. Please try again.'));
    }
  });

  return { form, onSubmit, problem, isSaving: save.isPending };
}
