// The printable request (/richieste-ifm/{id}/print): the facts, lines and history alone on paper; prints once loaded.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../../components/ui/Button';
import { useSessionState } from '../../../../lib/session-state';
import type { IfmRequest } from '../../api/request';
import { RequestFacts } from './RequestFacts';
import { RequestLines } from './RequestLines';
import { StatusHistory } from './StatusHistory';
import { detailPathOf } from './paths';

const PRINT_ROOT_ID = 'ifm-request-print';

// On paper only the request shows: the shell around it (sidebar, header, toasts) is hidden. The shell is not this
// screen's to change, so the rule lives here and applies only while the print view is mounted.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #app-sidebar { display: none !important; }
  #${PRINT_ROOT_ID}, #${PRINT_ROOT_ID} * { visibility: visible !important; }
  #${PRINT_ROOT_ID} { position: absolute; left: 0; top: 0; width: 100%; padding: 0; }
}`;

/** Time for the page to paint before the print dialog freezes it. */
const PRINT_DELAY_MS = 300;

export function RequestPrintView({ request }: { request: IfmRequest }) {
  const { t } = useTranslation('ifmRequest');
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : request.canteenId;
  // Once per visit: the cleanup cancels a print not yet started (and React's development double run).
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={detailPathOf(request.id)} className={buttonClasses('secondary')}>
          {t('print.back')}
        </Link>
        <Button onClick={() => window.print()}>{t('print.again')}</Button>
      </div>
      <article
        id={PRINT_ROOT_ID}
        className="mx-auto max-w-3xl rounded-xl bg-white p-8 text-slate-900 shadow-sm print:max-w-none print:rounded-none print:p-0 print:shadow-none"
      >
        <header className="mb-6 border-b border-slate-300 pb-4">
          <p className="text-sm text-slate-600">{canteenName}</p>
          <h1 className="text-2xl font-semibold">{t('print.title', { code: request.humanId })}</h1>
        </header>
        <section className="mb-6" aria-labelledby="print-facts">
          <h2 id="print-facts" className="mb-3 text-base font-semibold">
            {t('detail.facts')}
          </h2>
          <RequestFacts request={request} now={new Date()} />
        </section>
        <section className="mb-6 break-inside-avoid" aria-labelledby="print-lines">
          <h2 id="print-lines" className="mb-3 text-base font-semibold">
            {t('lines.title')}
          </h2>
          <RequestLines request={request} />
        </section>
        <section className="break-inside-avoid" aria-labelledby="print-history">
          <h2 id="print-history" className="mb-3 text-base font-semibold">
            {t('history.title')}
          </h2>
          <StatusHistory request={request} />
        </section>
      </article>
    </>
  );
}
