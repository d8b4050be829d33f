// A screen's settings in a side panel: name, place, orientation, resolution.
import { useTranslation } from 'react-i18next';
import { SIGNAGE_ORIENTATIONS, signageScreenFormSchema, type SignageScreenForm } from '@backoffice/shared';
import { SelectInput, TextInput, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { screens } from '../api/signage';

export interface ScreenEditing {
  id: string | null;
  values: SignageScreenForm | null;
}

const EMPTY: SignageScreenForm = { name: '', place: '', orientation: 'landscape', resolution: '1920x1080' };

export function ScreenDrawer({ editing, ...props }: { canteenId: string; editing: ScreenEditing | null; onClose: () => void }) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({ canteenId, editing, onClose }: { canteenId: string; editing: ScreenEditing; onClose: () => void }) {
  const { t } = useTranslation('signage');
  const values = editing.values ?? EMPTY;
  const form = useSchemaForm(signageScreenFormSchema, { name: values.name, place: values.place, orientation: values.orientation, resolution: values.resolution });
  return (
    <FormDrawer
      open
      title={editing.id ? t('screenForm.editTitle', { name: values.name }) : t('screenForm.newTitle')}
      form={form}
      successMessage={t('screenForm.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        if (editing.id) await screens.update(editing.id, { ...input, kind: 'screen' });
        else await screens.create(canteenId, { ...input, kind: 'screen', last_seen: null });
      }}
    >
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <TextInput name="place" label={t('fields.place')} autoComplete="off" />
      <SelectInput name="orientation" label={t('fields.orientation')} options={SIGNAGE_ORIENTATIONS.map((value) => ({ value, label: t(`orientations.${value}`) }))} />
      <TextInput name="resolution" label={t('fields.resolution')} hint={t('screenForm.resolutionHint')} required autoComplete="off" />
    </FormDrawer>
  );
}
