// The status change of an order (issue 17): the statuses the shared transitions offer from the status the order had
// when the dialog opened, an optional note for the customer; saved by the changeOrderStatus callable, which checks the
// transition again against the stored status and refuses (writing nothing) when the order moved on meanwhile.
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  ORDER_STATUS_NOTE_MAX,
  orderNextStatuses,
  orderStatusChangeSchema,
  orderStatusLabelKey,
} from '@backoffice/shared';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { FieldFrame, controlClasses } from '../../../../components/ui/Field';
import { Modal } from '../../../../components/ui/Modal';
import { SelectField } from '../../../../components/ui/SelectField';
import { showToast } from '../../../../lib/ui-actions';
import { changeOrderStatus } from '../../api/orders';
import { OrderStatusBadge } from '../OrderStatusBadge';

export interface StatusTarget {
  id: string;
  humanId: string;
  status: number;
}

const FORM_ID = 'order-status-form';

/** The form: the callable's schema without the order id. */
const formSchema = orderStatusChangeSchema.pick({ status: true, note: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The orders-namespace message of a refused or failed call. */
function failureKey(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { messageKey?: unknown } | null };
  const key = typeof details?.messageKey === 'string' ? details.messageKey : '';
  if (code === 'functions/failed-precondition' && key.startsWith('detail.status.errors.')) return key;
  if (code === 'functions/permission-denied') return 'detail.status.errors.denied';
  if (code === 'functions/not-found') return 'detail.status.errors.notFound';
  return 'detail.status.errors.generic';
}

function StatusForm({ target: opened, onClose }: { target: StatusTarget; onClose: () => void }) {
  const { t } = useTranslation(['orders', CATALOGUE_NAMESPACE]);
  // The order as it was when the dialog opened: a live update must not change what the user is choosing from.
  const [target] = useState(opened);
  const options = useMemo(() => orderNextStatuses(target.status), [target.status]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { status: options[0], note: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changeOrderStatus({ orderId: target.id, status: values.status, note: values.note });
    } catch (error) {
      console.error('Order status change refused', error);
      setFailure(t(failureKey(error)));
      return;
    }
    showToast(t('detail.status.saved', { id: target.humanId, status: t(orderStatusLabelKey(values.status)) }), 'success');
    onClose();
  });

  return (
    <Modal
      open
      onClose={isSubmitting ? () => undefined : onClose}
      title={t('detail.status.title', { id: target.humanId })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={FORM_ID} busy={isSubmitting}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-slate-700">{t('detail.status.current')}</span>
          <OrderStatusBadge status={target.status} />
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              label={t('detail.status.next')}
              name={field.name}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
              onBlur={field.onBlur}
              options={options.map((status) => ({ value: String(status), label: t(orderStatusLabelKey(status)) }))}
              error={errors.status?.message ? t(errors.status.message) : null}
              required
            />
          )}
        />
        <FieldFrame label={t('detail.status.note')} hint={t('detail.status.noteHint')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              maxLength={ORDER_STATUS_NOTE_MAX}
              className={controlClasses(false)}
              {...register('note')}
            />
          )}
        </FieldFrame>
      </form>
    </Modal>
  );
}

/** Opens on `target` (nothing while null); a fresh form per opening. */
export function StatusDialog({ target, onClose }: { target: StatusTarget | null; onClose: () => void }) {
  if (target === null || orderNextStatuses(target.status).length === 0) return null;
  return <StatusForm key={`${target.id}:${target.status}`} target={target} onClose={onClose} />;
}
