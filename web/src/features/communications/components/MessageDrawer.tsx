// The message form in a side panel: four language tabs (title, text, link; a missing title shows the spec's marker),
// validity, display area, action type with the field it needs, an image from the media library, and the preview.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMMUNICATION_ACTION_NEEDS,
  COMMUNICATION_ACTION_TYPES,
  COMMUNICATION_LIMITS,
  communicationDocument,
  communicationEditorSchema,
  communicationEditorValues,
  type Communication,
  type CommunicationEditorInput,
} from '@backoffice/shared';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { SelectInput, TextInput, TranslatableFields, useFieldError, useSchemaForm } from '../../../components/form';
import { DateTimeField } from '../../../components/ui/DateTimeFields';
import { useFormContext } from 'react-hook-form';
import { createMessage, updateMessage, useCanteenServices } from '../api/messages';
import { ImagePicker } from './ImagePicker';
import { MessagePreview } from './MessagePreview';
import { serviceLabel } from './service-label';

export interface MessageEditing {
  /** null: a new message. */
  id: string | null;
  values: Communication | null;
}

export interface MessageDrawerProps {
  canteenId: string;
  editing: MessageEditing | null;
  onClose: () => void;
}

/** A new message: valid from now for two weeks, in the news. */
function newMessageValues(): CommunicationEditorInput {
  const start = new Date();
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + 14 * 24 * 3600_000);
  return communicationEditorValues({ start, end, area: 'news', action: 'info' });
}

export function MessageDrawer({ editing, ...props }: MessageDrawerProps) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({ canteenId, editing, onClose }: MessageDrawerProps & { editing: MessageEditing }) {
  const { t } = useTranslation('communications');
  const form = useSchemaForm(
    communicationEditorSchema,
    editing.values ? communicationEditorValues(editing.values) : newMessageValues(),
  );
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle') : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const document = communicationDocument(values);
        if (editing.id) await updateMessage(editing.id, canteenId, document);
        else await createMessage(canteenId, document);
      }}
    >
      <TranslatableFields
        languages="communication"
        fields={[
          { name: 'title', label: t('fields.title'), maxLength: COMMUNICATION_LIMITS.title, render: (name, language) => <TitleField name={name} language={language} /> },
          { name: 'text', label: t('fields.text'), multiline: true, maxLength: COMMUNICATION_LIMITS.text },
          { name: 'link', label: t('fields.link'), maxLength: COMMUNICATION_LIMITS.link },
        ]}
      />
      <DateTimeInput name="start" label={t('fields.start')} />
      <DateTimeInput name="end" label={t('fields.end')} />
      <SelectInput
        name="area"
        label={t('fields.area')}
        required
        options={[
          { value: 'news', label: t('areas.news') },
          { value: 'home', label: t('areas.home') },
        ]}
      />
      <SelectInput
        name="action"
        label={t('fields.action')}
        required
        options={COMMUNICATION_ACTION_TYPES.map((action) => ({ value: action, label: t(`actions.types.${action}`) }))}
      />
      <ActionField canteenId={canteenId} />
      <ImagePicker canteenId={canteenId} name="image" label={t('fields.image')} />
      <MessagePreview />
    </FormDrawer>
  );
}

/** The title of one language; without it the customer app hides the message in that language (spec §2). */
function TitleField({ name, language }: { name: string; language: string }) {
  const { t } = useTranslation('communications');
  const { t: common } = useTranslation('common');
  const value = useWatch({ name }) as string | undefined;
  return (
    <div className="flex flex-col gap-1">
      <TextInput name={name} label={t('fields.title')} maxLength={COMMUNICATION_LIMITS.title} />
      {(value ?? '').trim() === '' && (
        <p className="text-sm font-medium text-amber-800" data-testid={`missing-${language}`}>
          {common('communications.missingTranslation', { code: language })}
          <span className="font-normal text-slate-700"> — {t('form.hiddenInLanguage')}</span>
        </p>
      )}
    </div>
  );
}

function DateTimeInput({ name, label }: { name: 'start' | 'end'; label: string }) {
  const { register } = useFormContext<CommunicationEditorInput>();
  const error = useFieldError(name);
  return <DateTimeField label={label} required error={error} {...register(name)} />;
}

/** The one field the chosen action needs: an app route, a service of the canteen, a canteen (URLs are per language). */
function ActionField({ canteenId }: { canteenId: string }) {
  const { t, i18n } = useTranslation('communications');
  const action = useWatch<CommunicationEditorInput, 'action'>({ name: 'action' });
  const services = useCanteenServices(COMMUNICATION_ACTION_NEEDS[action] === 'service' ? canteenId : null);
  switch (COMMUNICATION_ACTION_NEEDS[action]) {
    case 'link':
      return <p className="text-sm text-slate-700">{t('form.linkHint')}</p>;
    case 'route':
      return <TextInput name="route" label={t('fields.route')} hint={t('form.routeHint')} required autoComplete="off" />;
    case 'service':
      return (
        <SelectInput
          name="service_id"
          label={t('fields.service')}
          required
          placeholder={t('form.choose')}
          options={(services.data ?? []).map((service) => ({ value: service.id, label: serviceLabel(service, i18n.language) }))}
        />
      );
    case 'canteen':
      return <TextInput name="target_canteen_id" label={t('fields.canteen')} hint={t('form.canteenHint')} required autoComplete="off" />;
    case 'image':
      return <p className="text-sm text-slate-700">{t('form.imageHint')}</p>;
    default:
      return null;
  }
}
