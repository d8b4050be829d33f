// /surveys (spec §6 Surveys): the canteen's surveys — live list with state filter and title search, new, edit,
// report, close and delete (through the surveys callable).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SURVEY_STATES, buildPath, canOpenScreen, parseSurveyListParams, surveyListQuery, type SurveyDocument, type SurveyListParams } from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { useDeletion } from '../../../components/crud/useDeletion';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useUrlState } from '../../../lib/url-state';
import { saveErrorKey } from '../../../components/form/errors';
import { useSession } from '../../session';
import { closeSurvey, deleteSurvey, surveyFilters, surveys } from '../api/surveys';
import { STATE_TONES, dateOf, textIn } from './texts';

type Row = ResourceRecord<SurveyDocument>;
const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function SurveysScreen() {
  const { t, i18n } = useTranslation('surveys');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseSurveyListParams, surveyListQuery);
  const list = useLiveList(surveys.list(canteenId, { filters: surveyFilters(params), search: params.search }, key));
  const change = (next: Partial<SurveyListParams>) => apply((current) => ({ ...current, ...next }));
  // Writes go through the surveys callable, which allows the Surveys roles in their canteens (the rules let clients read).
  const mayWrite = canOpenScreen('Surveys', role);
  const deletion = useDeletion((id) => deleteSurvey(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  const when = (value: unknown) => {
    const date = dateOf(value);
    return date ? formatDate(date, i18n.language, SHORT) : '–';
  };
  const close = async (row: Row) => {
    try {
      await closeSurvey(row.id);
      showToast(t('close.done', { name: textIn(row.title, i18n.language) }), 'success');
    } catch (error) {
      showToast(kit(saveErrorKey(error)), 'error');
    }
  };

  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      cell: (row) => (
        <Link to={buildPath('/surveys/details/:id?', { id: row.id })} className="font-medium text-brand-700 underline underline-offset-2">
          {textIn(row.title, i18n.language) || t('untitled')}
        </Link>
      ),
    },
    { id: 'status', header: t('fields.status'), cell: (row) => <Badge tone={STATE_TONES[row.status]}>{t(`states.${row.status}`)}</Badge> },
    { id: 'opens', header: t('fields.opensAt'), cell: (row) => <span className="whitespace-nowrap">{when(row.opens_at)}</span> },
    { id: 'closes', header: t('fields.closesAt'), cell: (row) => <span className="whitespace-nowrap">{when(row.closes_at)}</span> },
    { id: 'questions', header: t('fields.questions'), align: 'right', cell: (row) => row.questions.length },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: (row) => {
        const name = textIn(row.title, i18n.language);
        return (
          <span className="flex flex-wrap gap-2">
            <Link to={buildPath('/surveys/report/:id?', { id: row.id })} className={buttonClasses('secondary', 'sm')} aria-label={t('actions.reportOf', { name })}>
              {t('actions.report')}
            </Link>
            {mayWrite && (row.status === 'open' || row.status === 'scheduled') && (
              <Button size="sm" variant="secondary" onClick={() => void close(row)} aria-label={t('actions.closeOf', { name })}>
                {t('actions.close')}
              </Button>
            )}
            {mayWrite && (
              <Button size="sm" variant="danger" onClick={() => deletion.ask(row.id, name)} aria-label={t('actions.deleteOf', { name })}>
                {t('actions.delete')}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.surveys')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <Link to="/surveys/details" className={buttonClasses('primary')}>
              {t('actions.new')}
            </Link>
          ) : undefined
        }
      />
      <CrudList
        t={t}
        canteenName={canteenName}
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtered={params.search !== '' || params.status !== 'all'}
        filters={
          <SelectField
            label={t('fields.status')}
            value={params.status}
            onChange={(event) => change({ status: event.target.value as SurveyListParams['status'] })}
            options={[{ value: 'all', label: t('states.all') }, ...SURVEY_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))]}
          />
        }
      />
      {deletion.dialog}
    </>
  );
}
