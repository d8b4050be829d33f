// The kit's <form>: submit through the zod schema, Save busy while saving, a toast when done, refusals as an alert.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button, type ButtonProps } from '../ui/Button';
import { showToast } from '../../lib/ui-actions';
import { useSessionState } from '../../lib/session-state';
import { saveErrorKey } from './errors';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface FormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The write; a rejection (e.g. a FirebaseError refused by the rules) becomes the alert above the fields. */
  onSubmit: (values: TOutput) => Promise<void> | void;
  /** Toast text after a successful save (default "Saved"); null for no toast. */
  successMessage?: string | null;
  /** The screen's own text for a refused write (e.g. a callable's messageKey), or null for the kit's text by code. */
  describeError?: (error: unknown) => string | null;
  /** Ask before leaving with unsaved changes (default true). */
  guardUnsaved?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Wraps the fields in a FormProvider so the bound fields find the form by name. After a successful save the form's
 * values become its new defaults, so it is no longer dirty and leaving does not ask.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  successMessage,
  guardUnsaved = true,
  describeError,
  id,
  className,
  children,
}: FormProps<TInput, TOutput>) {
  const { t } = useTranslation('kit');
  const online = useSessionState((state) => state.online);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRef(false);
  const { isDirty } = form.formState;

  const save = async (values: TOutput) => {
    // Offline, Firestore would queue the write and settle it only later: say so now and write nothing.
    if (!online) {
      setFailure(t('form.errors.offline'));
      return;
    }
    setFailure(null);
    saving.current = true;
    try {
      await onSubmit(values);
    } catch (error) {
      saving.current = false;
      console.error('Form save refused', error);
      setFailure(describeError?.(error) ?? t(saveErrorKey(error)));
      return;
    }
    form.reset(form.getValues());
    saving.current = false;
    if (successMessage !== null) showToast(successMessage ?? t('form.saved'), 'success');
  };

  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        className={className ?? 'flex flex-col gap-4'}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event)}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </form>
      {guardUnsaved && <UnsavedChangesGuard when={isDirty} bypass={saving} />}
    </FormProvider>
  );
}

/** The Save button of a <Form>: busy (and so disabled) while the save runs. */
/**
 * A press on Save keeps the focus in the field being left: its blur would run that field's onTouched check first, the
 * error appearing under it moves Save down, and the release then lands beside the button — no click, no submit, and
 * none of the other fields' errors shown (Chromium, a code field above Save). Submit still checks every field.
 */
export function SubmitButton({ children, onMouseDown, ...props }: Omit<ButtonProps, 'type' | 'busy'>) {
  const { t } = useTranslation('common');
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      busy={isSubmitting}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        event.preventDefault();
      }}
      {...props}
    >
      {children ?? t('actions.save')}
    </Button>
  );
}
