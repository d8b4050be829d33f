// The dashboard's fast commands (spec §6 FastCommands): the canteen's pinned commands as links, the choice of them
// (saved on the user's own document per canteen, spec §3 bo_fast_commands) and a button opening the palette.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAX_PINNED_FAST_COMMANDS, togglePinnedFastCommand } from '@backoffice/shared';
import { saveErrorKey } from '../../../components/form/errors';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { showToast } from '../../../lib/ui-actions';
import { useSession } from '../../session';
import { savePinnedCommands } from '../api/pins';
import { openFastCommands } from '../events';
import { useFastCommands } from './useFastCommands';

export default function FastCommandsArea() {
  const { t } = useTranslation('fastCommands');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const { uid } = useSession();
  const { commands, pinned, canteenId } = useFastCommands();
  const [choosing, setChoosing] = useState(false);
  const [saving, setSaving] = useState(false);
  // The choice being saved: the boxes follow a click at once, before the user document's snapshot brings it back.
  const [choice, setChoice] = useState<string[] | null>(null);
  const routes = commands.filter((command) => command.kind === 'route');
  const pinnedIds = choice ?? pinned.map((command) => command.id);
  const full = pinnedIds.length >= MAX_PINNED_FAST_COMMANDS;

  const toggle = async (id: string) => {
    if (!canteenId) return;
    const next = togglePinnedFastCommand(pinnedIds, id);
    setChoice(next);
    setSaving(true);
    try {
      await savePinnedCommands(uid, canteenId, next);
    } catch (error) {
      showToast(kit(saveErrorKey(error)), 'error');
    } finally {
      setChoice(null);
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('area.title')}
      actions={
        <Button size="sm" variant="ghost" onClick={openFastCommands}>
          {t('area.open')}
        </Button>
      }
    >
      <div data-testid="fast-commands-area">
        {pinned.length === 0 ? (
          <p className="text-sm text-slate-700">{t('area.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('area.pinnedLabel')}>
            {pinned.map((command) => (
              <li key={command.id}>
                <Link to={command.path ?? '/dashboard'} className={buttonClasses('secondary', 'sm')}>
                  {shell(command.labelKey, { defaultValue: command.id })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Button size="sm" variant="ghost" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {choosing ? t('area.done') : t('area.choose')}
          </Button>
        </div>
        {choosing && (
          <fieldset className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2" disabled={saving}>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('area.chooseLegend', { max: MAX_PINNED_FAST_COMMANDS })}
            </legend>
            {routes.map((command) => {
              const checked = pinnedIds.includes(command.id);
              return (
                <label key={command.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => void toggle(command.id)}
                    className="size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                  {shell(command.labelKey, { defaultValue: command.id })}
                </label>
              );
            })}
          </fieldset>
        )}
      </div>
    </Card>
  );
}
