// A print job as the printer would print it: its ESC/POS bytes read back (shared escposPreview) on a paper-wide strip.
import { useTranslation } from 'react-i18next';
import { LINE_CHARACTERS, escposPreview, fromBase64, type PrintJob } from '@backoffice/shared';
import { Modal } from '../../../components/ui/Modal';

export function ReceiptPreview({ job, onClose }: { job: (PrintJob & { id: string }) | null; onClose: () => void }) {
  const { t } = useTranslation('printers');
  const preview = job ? escposPreview(fromBase64(job.bytes)) : null;
  return (
    <Modal open={job !== null} onClose={onClose} title={t('preview.title', { printer: job?.printer_name ?? '' })}>
      {job && preview && (
        <figure className="flex flex-col items-center gap-2">
          <pre
            data-testid="receipt"
            className="overflow-x-auto rounded bg-white p-3 font-mono text-xs leading-5 text-black shadow ring-1 ring-slate-300"
            style={{ width: `${LINE_CHARACTERS[job.paper_width] + 4}ch` }}
          >
            {preview.lines.map((line, index) => (
              <div key={index} className={line.bold ? 'font-bold' : undefined} style={{ textAlign: line.center ? 'center' : 'left' }}>
                {line.text || '\u00a0'}
              </div>
            ))}
          </pre>
          <figcaption className="text-sm text-slate-700">
            {t('preview.caption', { width: job.paper_width })} {preview.cut ? t('preview.cut') : ''}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
