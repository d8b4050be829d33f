// Pair a wall screen's player: type the code the player shows; the screen then plays its schedules.
import { useTranslation } from 'react-i18next';
import { pairingFormSchema } from '@backoffice/shared';
import { Form, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { PairingCodeUnknown, pairScreen } from '../api/pairing';

export interface PairTarget {
  id: string;
  name: string;
}

export function PairDrawer({ target, ...props }: { canteenId: string; target: PairTarget | null; onClose: () => void }) {
  return target ? <OpenDrawer key={target.id} target={target} {...props} /> : null;
}

function OpenDrawer({ canteenId, target, onClose }: { canteenId: string; target: PairTarget; onClose: () => void }) {
  const { t } = useTranslation('signage');
  const { t: common } = useTranslation('common');
  const form = useSchemaForm(pairingFormSchema, { code: '' });
  return (
    <Drawer open onClose={onClose} title={t('pair.title', { name: target.name })}>
      <Form
        id="pair-form"
        form={form}
        successMessage={t('pair.done', { name: target.name })}
        describeError={(error) => (error instanceof PairingCodeUnknown ? t('pair.unknownCode') : null)}
        onSubmit={async (values) => {
          await pairScreen(canteenId, target.id, values.code);
          onClose();
        }}
      >
        <p className="text-sm text-slate-700">{t('pair.help')}</p>
        <TextInput name="code" label={t('pair.code')} required autoComplete="off" hint={t('pair.codeHint')} />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <SubmitButton />
        </div>
      </Form>
    </Drawer>
  );
}
