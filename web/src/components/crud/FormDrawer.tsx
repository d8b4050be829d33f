// Create or edit one record in a side panel: the kit's <Form> with Save and Cancel in the panel's footer.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../form';
import { Button } from '../ui/Button';
import { Drawer } from '../ui/Drawer';

export interface FormDrawerProps<TInput extends FieldValues, TOutput> {
  open: boolean;
  title: ReactNode;
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: (values: TOutput) => Promise<void>;
  onClose: () => void;
  successMessage?: string;
  children: ReactNode;
}

/** The form id ties the footer's Save button to the form inside the scrolling body. */
const FORM_ID = 'record-form';

export function FormDrawer<TInput extends FieldValues, TOutput>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  successMessage,
  children,
}: FormDrawerProps<TInput, TOutput>) {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <Form
        id={FORM_ID}
        form={form}
        successMessage={successMessage}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        {children}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <SubmitButton />
        </div>
      </Form>
    </Drawer>
  );
}
