// Food paths (percorsi) of one recipe on the day (spec §2, §3, §5): choose among the day's paths or add one, then
// "Update paths" saves them (autosave like every other menu edit). More than 3 is advised against, not refused.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FOOD_PATH_NAME_MAX,
  MAX_RECOMMENDED_FOOD_PATHS,
  exceedsRecommendedFoodPaths,
  normalizeFoodPaths,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';

export function FoodPathsDialog({
  name,
  current,
  offered,
  onSave,
  onClose,
}: {
  /** The recipe's name (dialog title). */
  name: string;
  current: readonly string[];
  /** Paths already used on the day by any recipe. */
  offered: readonly string[];
  onSave: (paths: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('menus');
  const [chosen, setChosen] = useState<string[]>([...current]);
  const [extra, setExtra] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const choices = normalizeFoodPaths([...offered, ...current, ...extra]);
  const toggle = (path: string, on: boolean) =>
    setChosen((previous) =>
      on ? normalizeFoodPaths([...previous, path]) : previous.filter((entry) => entry !== path),
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    const [path] = normalizeFoodPaths([draft]);
    if (!path) return;
    setExtra((previous) => [...previous, path]);
    toggle(path, true);
    setDraft('');
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('paths.title', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('paths.cancel')}
          </Button>
          <Button onClick={() => onSave(chosen)}>{t('paths.update')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {choices.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('paths.legend')}</legend>
            {choices.map((path) => (
              <label key={path} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(path)}
                  onChange={(event) => toggle(path, event.target.checked)}
                />
                {path}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600">{t('paths.none')}</p>
        )}
        <form className="flex items-end gap-2" onSubmit={add}>
          <TextField
            label={t('paths.new')}
            value={draft}
            maxLength={FOOD_PATH_NAME_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!draft.trim()}>
            {t('paths.add')}
          </Button>
        </form>
        {exceedsRecommendedFoodPaths(chosen.length) && (
          <Alert tone="warning">
            {t('paths.advice', { max: MAX_RECOMMENDED_FOOD_PATHS, count: chosen.length })}
          </Alert>
        )}
      </div>
    </Modal>
  );
}
