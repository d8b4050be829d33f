// The help guide modal with its glossary button, and the glossary modal (spec §2); draggable only over 768 px.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { DRAGGABLE_MODAL_MIN_WIDTH_PX, helpTags, type CanteenLike } from '@backoffice/shared';
import { Button } from '../../../../components/ui/Button';
import { Modal } from '../../../../components/ui/Modal';
import { SkeletonText } from '../../../../components/ui/Skeleton';
import { useSessionState } from '../../../../lib/session-state';
import { closeGuide } from '../../../../lib/ui-actions';
import { useSession } from '../../../session';
import { GLOSSARY_SLUG, useGuide, type GuideSection } from '../../api/guides';

function Html({ html }: { html: string }) {
  return <div className="prose-sm space-y-2 text-slate-800" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

function GuideBody({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('shell');
  const { environment, role } = useSession();
  const data = useSessionState((state) => state.active_canteen_data);
  const canteen = data?.id ? (data as unknown as CanteenLike) : null;
  const { data: guide, isLoading } = useGuide(slug, i18n.resolvedLanguage ?? i18n.language, helpTags(environment, canteen, role));
  if (isLoading) return <SkeletonText lines={5} />;
  if (!guide) return <p className="text-slate-600">{t('modals.guideMissing')}</p>;
  return (
    <div className="space-y-4">
      {guide.intro && <Html html={guide.intro.html} />}
      {guide.items.map((item: GuideSection, index) => (
        <details key={index} className="rounded-lg border border-slate-200 px-4 py-2 open:bg-slate-50">
          <summary className="cursor-pointer py-1 font-medium text-slate-900">{item.title}</summary>
          <div className="pt-2">
            <Html html={item.html} />
          </div>
        </details>
      ))}
    </div>
  );
}

export default function GuideModal() {
  const { t } = useTranslation('shell');
  const slug = useSessionState((state) => state.guideModal.slug) ?? 'home';
  const [glossaryOpen, setGlossaryOpen] = useState(false);
  const draggable = window.innerWidth > DRAGGABLE_MODAL_MIN_WIDTH_PX;
  return (
    <>
      <Modal
        open
        onClose={closeGuide}
        title={t('modals.guideTitle')}
        size="lg"
        draggable={draggable}
        titleActions={
          <Button size="sm" variant="secondary" onClick={() => setGlossaryOpen(true)}>
            {t('modals.glossary')}
          </Button>
        }
      >
        <GuideBody slug={slug} />
      </Modal>
      {glossaryOpen && (
        <Modal open onClose={() => setGlossaryOpen(false)} title={t('modals.glossary')} size="lg" draggable={draggable}>
          <GuideBody slug={GLOSSARY_SLUG} />
        </Modal>
      )}
    </>
  );
}
