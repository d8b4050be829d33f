// /surveys/report/{id?} (issue 22): a survey's responses — count and rate, per question the distribution (chart and
// table) for range and choice, the open answers with a search, the response rate over time, and the export.
import { Suspense, lazy, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildPath, type SurveyDocument, type SurveyQuestion, type SurveyQuestionReport, type SurveyReport } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatCount, formatDate } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { surveys, useSurveyReport } from '../api/surveys';
import { ReportExport, reportRows } from './ReportExport';
import { STATE_TONES, textIn } from './texts';

const SeriesChart = lazy(() => import('../../../components/charts/SeriesChart'));
const chartSkeleton = <Skeleton className="h-56 w-full" />;

function Distribution({ entry, question }: { entry: SurveyQuestionReport; question: SurveyQuestion | undefined }) {
  const { t, i18n } = useTranslation('surveys');
  const labels = entry.distribution.map((bucket) =>
    entry.type === 'choice' ? textIn(question?.choices?.find((choice) => choice.id === bucket.value)?.text, i18n.language) || bucket.value : bucket.value,
  );
  const counts = entry.distribution.map((bucket) => bucket.count);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Suspense fallback={chartSkeleton}>
        <SeriesChart kind="bar" labels={labels} values={counts} label={t('report.responses')} summary={t('report.chartOf', { question: textIn(question?.text, i18n.language) })} />
      </Suspense>
      <table className="text-sm">
        <caption className="sr-only">{t('report.tableOf', { question: textIn(question?.text, i18n.language) })}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">{t('report.answer')}</th>
            <th scope="col" className="text-right">{t('report.count')}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={entry.distribution[index]!.value} data-testid={`bucket-${entry.id}-${entry.distribution[index]!.value}`}>
              <td>{label}</td>
              <td className="text-right">{formatCount(counts[index])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entry.average !== null && <p className="text-sm">{t('report.average', { value: entry.average.toLocaleString(i18n.language, { maximumFractionDigits: 2 }) })}</p>}
    </div>
  );
}

function OpenAnswers({ entry }: { entry: SurveyQuestionReport }) {
  const { t, i18n } = useTranslation('surveys');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = entry.texts.filter((text) => needle === '' || text.text.toLocaleLowerCase().includes(needle));
  return (
    <div className="flex flex-col gap-2">
      <TextField label={t('report.searchAnswers')} value={search} onChange={(event) => setSearch(event.target.value)} className="max-w-sm" />
      <p className="text-sm text-slate-700">{t('report.shownOf', { shown: shown.length, total: entry.texts.length })}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {shown.map((text, index) => (
          <li key={`${text.at}-${index}`} className="rounded bg-slate-50 p-2">
            <span>{text.text}</span>{' '}
            <span className="text-xs text-slate-600">
              {formatDate(new Date(text.at), i18n.language, { dateStyle: 'short' })} · {text.language.toUpperCase()}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Report({ survey, report }: { survey: ResourceRecord<SurveyDocument>; report: SurveyReport }) {
  const { t, i18n } = useTranslation('surveys');
  const title = textIn(survey.title, i18n.language);
  const rate = report.audienceSize ? Math.round((report.responses / report.audienceSize) * 1000) / 10 : null;
  const rows = useMemo(() => reportRows(report, survey.questions, i18n.language, (type) => t(`types.${type}`)), [report, survey.questions, i18n.language, t]);
  return (
    <div className="flex flex-col gap-4">
      <Card title={title}>
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <Badge tone={STATE_TONES[survey.status]}>{t(`states.${survey.status}`)}</Badge>
          <span data-testid="report-responses">{t('report.responsesCount', { count: report.responses })}</span>
          {report.audienceSize !== null && <span>{t('report.audience', { count: report.audienceSize })}</span>}
          {rate !== null && <span>{t('report.rate', { value: rate.toLocaleString(i18n.language) })}</span>}
        </p>
      </Card>
      {report.perDay.length > 0 && (
        <Card title={t('report.overTime')}>
          <Suspense fallback={chartSkeleton}>
            <SeriesChart
              kind="line"
              labels={report.perDay.map((day) => formatDate(new Date(`${day.day}T12:00:00Z`), i18n.language, { dateStyle: 'short' }))}
              values={report.perDay.map((day) => (report.audienceSize ? Math.round((day.total / report.audienceSize) * 1000) / 10 : day.total))}
              max={report.audienceSize ? 100 : undefined}
              label={report.audienceSize ? t('report.ratePercent') : t('report.responses')}
              summary={t('report.overTimeSummary', { count: report.responses, days: report.perDay.length })}
            />
          </Suspense>
        </Card>
      )}
      {report.questions.map((entry, index) => {
        const question = survey.questions.find((candidate) => candidate.id === entry.id);
        if (entry.type === 'description') return null;
        return (
          <Card key={entry.id} title={`${index + 1}. ${textIn(question?.text, i18n.language)}`} headingLevel={3}>
            <p className="mb-2 text-sm text-slate-700">{t('report.answered', { count: entry.answered, type: t(`types.${entry.type}`) })}</p>
            {entry.type === 'text' ? <OpenAnswers entry={entry} /> : <Distribution entry={entry} question={question} />}
          </Card>
        );
      })}
      <Card title={t('export.title')}>
        <ReportExport rows={rows} name={survey.id} />
      </Card>
    </div>
  );
}

export default function SurveyReportScreen() {
  const { t, i18n } = useTranslation('surveys');
  const { t: shell } = useTranslation('shell');
  const { id } = useRouteParams();
  const surveyId = id && id !== '' ? id : null;
  const { data: survey, error: surveyError } = surveys.useOne(surveyId);
  const { data: report, error } = useSurveyReport(surveyId);
  useFirstData(surveyId === null || report !== undefined || error !== undefined || surveyError !== undefined);
  return (
    <>
      <PageHeader
        title={shell('screens.surveyReport')}
        description={survey ? textIn(survey.title, i18n.language) : undefined}
        actions={
          <span className="flex gap-2">
            {survey && (
              <Link to={buildPath('/surveys/details/:id?', { id: survey.id })} className={buttonClasses('secondary')}>
                {t('actions.edit')}
              </Link>
            )}
            <Link to="/surveys" className={buttonClasses('secondary')}>
              {t('actions.back')}
            </Link>
          </span>
        }
      />
      {surveyId === null && <Alert tone="info">{t('report.choose')}</Alert>}
      {(error || surveyError) && <Alert tone="error">{t('errors.load')}</Alert>}
      {surveyId !== null && survey === null && <Alert tone="warning">{t('errors.notFound')}</Alert>}
      {surveyId !== null && !error && (report === undefined || survey === undefined) && <SkeletonText lines={8} />}
      {survey && report && <Report survey={survey} report={report} />}
    </>
  );
}
