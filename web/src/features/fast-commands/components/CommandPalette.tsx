// The command palette (Ctrl/Cmd-K): type to narrow the routes and actions the role may use, arrows to move, Enter to
// run. The canteen's pinned commands come first. A combobox with a listbox (WAI-ARIA combobox pattern).
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { filterFastCommands, type FastCommand } from '@backoffice/shared';
import { Modal } from '../../../components/ui/Modal';
import { cx } from '../../../components/ui/cx';
import { updateSessionState } from '../../../lib/session-state';
import { useFastCommands } from './useFastCommands';

export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('fastCommands');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const { commands, pinned } = useFastCommands();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const pinnedIds = useMemo(() => new Set(pinned.map((command) => command.id)), [pinned]);
  const ordered = useMemo(
    () => [...pinned, ...commands.filter((command) => !pinnedIds.has(command.id))],
    [pinned, commands, pinnedIds],
  );
  const label = (command: FastCommand) => shell(command.labelKey, { defaultValue: command.id });
  const shown = filterFastCommands(ordered, label, text);
  const current = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const run = (command: FastCommand | undefined) => {
    if (!command) return;
    onClose();
    if (command.kind === 'route' && command.path) void navigate(command.path);
    else if (command.id === 'action:toggleSidebar') updateSessionState((state) => ({ sidebar: !state.sidebar }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && shown.length > 0) {
      event.preventDefault();
      const next = moves[event.key]!;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(shown[current]);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('title')} size="md">
      <input
        type="text"
        role="combobox"
        // Headless UI's dialog focuses this first (not the close button): typing starts at once.
        data-autofocus
        aria-label={t('inputLabel')}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        placeholder={t('placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <p className="mt-2 text-xs text-slate-600">{t('hint')}</p>
      {shown.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label={t('listLabel')} className="mt-3 max-h-80 overflow-y-auto">
          {shown.map((command, index) => (
            <li
              key={command.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              onMouseMove={() => setActive(index)}
              onClick={() => run(command)}
              className={cx(
                'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
                index === current ? 'bg-brand-700 text-white' : 'text-slate-800',
              )}
            >
              <span>{label(command)}</span>
              <span className={cx('text-xs', index === current ? 'text-white' : 'text-slate-600')}>
                {pinnedIds.has(command.id) ? t('pinned') : (command.path ?? t('action'))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
