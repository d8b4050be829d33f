// /messages/organize (spec §6 CopiaStrutturaComunicazioni): the canteen's news areas and the order of its messages in
// home and news, reordered by drag and drop or the keyboard and saved at once; the copy of another canteen's areas
// with a preview of what it adds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changedPositions, communicationLanguageOf, communicationText, type CommunicationArea } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { savePositions, useAreaMessages, useNewsAreas, type Positioned } from '../api/organize';
import { CopyStructure } from './CopyStructure';
import { SortableList, type SortableItem } from './SortableList';
import { areaName } from './area-name';

export default function OrganizeScreen() {
  const { t, i18n } = useTranslation('communications');
  const { t: shell } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const [now] = useState(() => new Date());
  const areas = useNewsAreas(canteenId);
  const home = useAreaMessages(canteenId, 'home', now);
  const news = useAreaMessages(canteenId, 'news', now);
  useFirstData(areas.data !== undefined && home.data !== undefined && news.data !== undefined);
  const language = communicationLanguageOf(i18n.language);
  const messageItems = (rows: readonly Positioned[]): SortableItem[] =>
    rows.map((row) => ({
      id: row.id,
      label: communicationText(row.data, 'title', language) ?? common('communications.missingTranslation', { code: language }),
    }));
  const save = (collectionName: 'aree_news' | 'messages', rows: readonly Positioned[]) => async (ids: string[]) => {
    try {
      await savePositions(collectionName, changedPositions(ids, new Map(rows.map((row) => [row.id, row.pos]))));
      showToast(t('organize.saved'), 'success');
    } catch (error) {
      console.error('Order not saved', error);
      showToast(t('organize.notSaved'), 'error');
    }
  };
  const messagesCard = (area: CommunicationArea, state: typeof home) => (
    <Card>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{t('organize.messagesIn', { area: t(`areas.${area}`) })}</h2>
      {state.error ? (
        <Alert tone="error">{t('organize.loadError')}</Alert>
      ) : !state.data ? (
        <SkeletonText lines={3} />
      ) : state.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('organize.noMessages')}</p>
      ) : (
        <SortableList label={t('organize.messagesIn', { area: t(`areas.${area}`) })} items={messageItems(state.data)} onReorder={save('messages', state.data)} />
      )}
    </Card>
  );
  return (
    <>
      <PageHeader
        title={shell('screens.messagesOrganize')}
        description={t('organize.description', { canteen: canteenName })}
        actions={
          <Link to="/messages" className={buttonClasses('secondary')}>
            {t('organize.back')}
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900">{t('organize.areas')}</h2>
          {areas.error ? (
            <Alert tone="error">{t('organize.loadError')}</Alert>
          ) : !areas.data ? (
            <SkeletonText lines={4} />
          ) : areas.data.length === 0 ? (
            <p className="text-sm text-slate-700">{t('organize.noAreas')}</p>
          ) : (
            <SortableList
              label={t('organize.areas')}
              items={areas.data.map((area) => ({ id: area.id, label: areaName(area.data, i18n.language) }))}
              onReorder={save('aree_news', areas.data)}
            />
          )}
        </Card>
        {canteenId && <CopyStructure canteenId={canteenId} targetIds={new Set((areas.data ?? []).map((area) => area.id))} />}
        {messagesCard('home', home)}
        {messagesCard('news', news)}
      </div>
    </>
  );
}
