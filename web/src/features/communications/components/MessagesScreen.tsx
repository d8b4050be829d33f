// /messages (spec §2 Communications, §6 Comunicazioni): the canteen's running or scheduled messages — category, title
// in the back-office language (or 'Traduzione mancante (xx)'), start, end; create, edit, delete; live.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  COMMUNICATION_LANGUAGES,
  accessAllowed,
  communicationLanguageOf,
  communicationListQuery,
  communicationText,
  parseCommunicationListParams,
  toDate,
  type Communication,
  type CommunicationListParams,
} from '@backoffice/shared';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { messageList, messages } from '../api/messages';
import { MessageDrawer, type MessageEditing } from './MessageDrawer';

type Row = ResourceRecord<Communication>;

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function MessagesScreen() {
  const { t, i18n } = useTranslation('communications');
  const { t: common } = useTranslation('common');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseCommunicationListParams, communicationListQuery);
  // Fixed while the screen is open (a message that ends meanwhile is removed by the expiry job, live), and taken again
  // when the editor closes: a message saved to start "now" starts after the screen opened, and would otherwise be
  // left out of the running ones until a reload.
  const [now, setNow] = useState(() => new Date());
  const list = useLiveList(messageList(canteenId, params, now, `${key}@${now.getTime()}`));
  const [editing, setEditing] = useState<MessageEditing | null>(null);
  const mayWrite = accessAllowed('messages', 'create', { role, managesCanteen: true });
  const mayOrganize = accessAllowed('aree_news', 'update', { role, managesCanteen: true });
  const language = communicationLanguageOf(i18n.language);
  const titleOf = (row: Row) =>
    communicationText(row, 'title', language) ?? common('communications.missingTranslation', { code: language });
  const deletion = useDeletion((id) => messages.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  const formatWhen = (value: unknown) => {
    const date = toDate(value);
    return date ? formatDate(date, i18n.language, DATE_TIME) : '—';
  };
  const change = (next: Partial<CommunicationListParams>) => apply((current) => ({ ...current, ...next }));

  const columns: Column<Row>[] = [
    { id: 'area', header: t('fields.area'), cell: (row) => <Badge tone={row.area === 'home' ? 'brand' : 'info'}>{t(`areas.${row.area}`)}</Badge> },
    {
      id: 'title',
      header: t('fields.title'),
      cell: (row) =>
        communicationText(row, 'title', language) ? (
          <span className="font-medium">{titleOf(row)}</span>
        ) : (
          <Badge tone="warning">{titleOf(row)}</Badge>
        ),
    },
    {
      id: 'translations',
      header: t('fields.translations'),
      cell: (row) => {
        const missing = COMMUNICATION_LANGUAGES.filter((code) => communicationText(row, 'title', code) === null);
        return missing.length === 0 ? (
          t('translationsComplete')
        ) : (
          <span className="flex flex-wrap gap-1">
            {missing.map((code) => (
              <Badge key={code} tone="warning">
                {common('communications.missingTranslation', { code })}
              </Badge>
            ))}
          </span>
        );
      },
    },
    { id: 'start', header: t('fields.start'), cell: (row) => formatWhen(row.start) },
    { id: 'end', header: t('fields.end'), cell: (row) => formatWhen(row.end) },
    editDeleteColumn<Row>({
      t,
      nameOf: titleOf,
      allowed: mayWrite,
      onEdit: (row) => setEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, titleOf(row)),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.messages')}
        description={t('description', { canteen: canteenName })}
        actions={
          <>
            {mayOrganize && (
              <Link to="/messages/organize" className={buttonClasses('secondary')}>
                {t('actions.organize')}
              </Link>
            )}
            <Link to="/messages/media" className={buttonClasses('secondary')}>
              {t('actions.media')}
            </Link>
            {mayWrite && <Button onClick={() => setEditing({ id: null, values: null })}>{t('actions.new')}</Button>}
          </>
        }
      />
      <Card className="mb-4">
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            label={t('filters.state')}
            value={params.state}
            onChange={(event) => change({ state: event.target.value === 'scheduled' ? 'scheduled' : 'active' })}
            options={[
              { value: 'active', label: t('filters.active') },
              { value: 'scheduled', label: t('filters.scheduled') },
            ]}
          />
          <SelectField
            label={t('fields.area')}
            value={params.area}
            onChange={(event) => change({ area: parseCommunicationListParams(new URLSearchParams({ area: event.target.value })).area })}
            options={[
              { value: 'all', label: t('areas.all') },
              { value: 'home', label: t('areas.home') },
              { value: 'news', label: t('areas.news') },
            ]}
          />
        </div>
      </Card>
      <ListView
        list={list}
        caption={t('caption', { canteen: canteenName })}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={params.area !== 'all'}
        empty={params.state === 'scheduled' ? t('empty.scheduled') : undefined}
      />
      {canteenId && (
        <MessageDrawer
          canteenId={canteenId}
          editing={editing}
          onClose={() => {
            setEditing(null);
            setNow(new Date());
          }}
        />
      )}
      {deletion.dialog}
    </>
  );
}
