// What can be done with a stored file: open it in a new tab, copy its link, delete it (only where the role may).
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/Button';
import type { StoredFile } from '../../../lib/storage';

export interface FileActionHandlers {
  onCopy: (file: StoredFile) => void;
  /** Absent when the role may not delete in this folder: the action is hidden, not disabled (screens.md). */
  onDelete?: (file: StoredFile) => void;
}

export function FileActions({ file, onCopy, onDelete }: FileActionHandlers & { file: StoredFile }) {
  const { t } = useTranslation('media');
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('actions.openOf', { name: file.name })}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('actions.open')}
      </a>
      <Button size="sm" variant="secondary" aria-label={t('actions.copyOf', { name: file.name })} onClick={() => onCopy(file)}>
        {t('actions.copy')}
      </Button>
      {onDelete && (
        <Button size="sm" variant="danger" aria-label={t('actions.deleteOf', { name: file.name })} onClick={() => onDelete(file)}>
          {t('actions.delete')}
        </Button>
      )}
    </div>
  );
}
