// A react-hook-form form driven by a zod schema from shared: errors appear under their fields after blur or submit.
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** The form of `schema`: input values typed by the schema's input, submit values by its output. */
export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * `onTouched`: a field is checked when it loses focus, then on every change until it is right; submit checks all
 * and focuses the first invalid field (`shouldFocusError`), which is what staff filling long forms expect.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
): SchemaForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
