// The IFM status popup (spec §4, §5): offered options, default next status, DD/MM/YYYY HH:mm date, note, thin write.
import { useMemo, useState, type JSX } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_LIMITS,
  CATALOGUE_NAMESPACE,
  IFM_STATUS_LABEL_KEYS,
  dateTimePartsToLocalDate,
  ifmPathAfterStatusSave,
  ifmStatusCanChange,
  ifmStatusChangeSchemaFor,
  ifmStatusFormDefaults,
  ifmStatusSaveEnabled,
  parseItalianDateTime,
  type IfmStatus,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { FieldFrame, controlClasses } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useSession } from '../../session';
import { saveIfmStatusChange } from '../api/status-change';
import { IfmStatusBadge } from './detail/IfmStatusBadge';

export interface StatusChangeTarget {
  id: string;
  status: number;
  humanId: string;
}

type Schema = ReturnType<typeof ifmStatusChangeSchemaFor>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

const FORM_ID = 'ifm-status-change-form';

/** The translated message of a refused or failed write. */
function saveErrorKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'permission-denied') return 'statusChange.errors.denied';
  if (code === 'not-found') return 'statusChange.errors.notFound';
  if (code === 'unavailable') return 'statusChange.errors.offline';
  return 'statusChange.errors.generic';
}

function StatusChangeForm({
  request: opened,
  onClose,
}: {
  request: StatusChangeTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ifmRequest', CATALOGUE_NAMESPACE]);
  // The request as it was when the popup opened: a live update (our own write included) must not reset the form.
  const [request] = useState(opened);
  const navigate = useNavigate();
  const location = useLocation();
  const { uid, role } = useSession();
  const online = useSessionState((state) => state.online);
  const defaults = useMemo(() => ifmStatusFormDefaults(request.status, new Date()), [request.status]);
  const schema = useMemo(() => ifmStatusChangeSchemaFor(request.status), [request.status]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    // The shared schema validates the date format and that the status is an allowed change (spec §5).
    resolver: zodResolver(schema),
    defaultValues: { status: defaults.status ?? undefined, date: defaults.date, note: '' },
  });
  const chosen = useWatch({ control, name: 'status' });
  const canSave = ifmStatusSaveEnabled(request.status, chosen);

  const submit = handleSubmit(async (values) => {
    const parts = parseItalianDateTime(values.date);
    if (!parts || !ifmStatusSaveEnabled(request.status, values.status)) return;
    // Offline, Firestore would queue the write and only settle it later: say so now and write nothing.
    if (!online) {
      setFailure(t('statusChange.errors.offline'));
      return;
    }
    setFailure(null);
    try {
      await saveIfmStatusChange({
        orderId: request.id,
        current: request.status,
        status: values.status as IfmStatus,
        dateSet: dateTimePartsToLocalDate(parts),
        uid,
        note: values.note,
      });
    } catch (error) {
      console.error('IFM status change refused', error);
      setFailure(t(saveErrorKey(error)));
      return;
    }
    showToast(t('statusChange.saved', { id: request.humanId }), 'success');
    onClose();
    // Spec §4: back to the role's list; when that list is where the user already is, its filters stay.
    const target = ifmPathAfterStatusSave(role);
    navigate(target === location.pathname ? `${target}${location.search}` : target);
  });

  const message = (text: string | undefined) => (text ? t(text) : null);
  return (
    <Modal
      open
      onClose={isSubmitting ? () => undefined : onClose}
      title={t('statusChange.title', { id: request.humanId })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!canSave} busy={isSubmitting}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-slate-700">{t('statusChange.current')}</span>
          <IfmStatusBadge status={request.status} />
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SelectField
              label={t('statusChange.newStatus')}
              name={field.name}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
              }
              onBlur={field.onBlur}
              placeholder={defaults.status === null ? t('statusChange.chooseStatus') : undefined}
              options={defaults.options.map((status) => ({
                value: String(status),
                label: t(IFM_STATUS_LABEL_KEYS[status]),
              }))}
              error={message(errors.status?.message)}
              hint={chosen === request.status ? t('statusChange.sameStatus') : undefined}
              required
            />
          )}
        />
        <TextField
          label={t('statusChange.date')}
          hint={t('statusChange.dateHint')}
          autoComplete="off"
          placeholder="DD/MM/YYYY HH:mm"
          error={message(errors.date?.message)}
          required
          {...register('date')}
        />
        <FieldFrame label={t('statusChange.note')} hint={t('statusChange.noteHint')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              maxLength={DOCUMENT_LIMITS.longText}
              className={controlClasses(false)}
              {...register('note')}
            />
          )}
        </FieldFrame>
      </form>
    </Modal>
  );
}

/**
 * Opens on `request` (nothing while it is null). A request in 800 never opens the popup (spec §4): the caller hides
 * its action too. Save writes the change, shows a toast and goes to the list of the user's role.
 */
export function StatusChangeDialog(props: {
  request: StatusChangeTarget | null;
  onClose: () => void;
}): JSX.Element {
  const { request, onClose } = props;
  if (request === null || !ifmStatusCanChange(request.status)) return <></>;
  // A fresh form for each request opened; while open it keeps the status it opened on.
  return <StatusChangeForm key={request.id} request={request} onClose={onClose} />;
}
