// The page editor: slug (fixed once created), published switch, title and rich-text body per language with the
// sanitised preview; save, delete with confirmation, and a question before leaving with unsaved changes.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  STATIC_PAGE_BODY_MAX,
  STATIC_PAGE_SLUG_MAX,
  STATIC_PAGE_TITLE_MAX,
  UI_LANGUAGES,
  accessAllowed,
  staticPageFormSchema,
  staticPageTitle,
  type StaticPageFormInput,
} from '@backoffice/shared';
import { CheckboxInput, Form, SubmitButton, TextInput, TranslatableFields, useSchemaForm } from '../../../components/form';
import { RichTextInput } from '../../../components/form/RichTextInput';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSession } from '../../session';
import { SlugTakenError, createStaticPage, staticPages, updateStaticPage, type StaticPageDoc } from '../api/static-pages';
import { pagePath } from './paths';

export interface StaticPageEditorProps {
  canteenId: string;
  /** null: a new page. */
  id: string | null;
  page: StaticPageDoc | null;
}

/** Every UI language present in the form, so each tab's fields start as empty texts. */
function allLanguages(map: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(UI_LANGUAGES.map((language) => [language, map?.[language] ?? '']));
}

export function StaticPageEditor({ canteenId, id, page }: StaticPageEditorProps) {
  const { t, i18n } = useTranslation('staticPages');
  const { t: common } = useTranslation('common');
  const { role } = useSession();
  const navigate = useNavigate();
  const mayWrite = accessAllowed('static_pages', id ? 'update' : 'create', { role, managesCanteen: true });
  const form = useSchemaForm(staticPageFormSchema, {
    slug: page?.slug ?? '',
    published: page?.published ?? false,
    title: allLanguages(page?.title),
    body: allLanguages(page?.body),
  } satisfies StaticPageFormInput);
  const title = page ? (staticPageTitle(page.title, i18n.language)?.text ?? page.slug) : null;
  const deletion = useDeletion(
    async (pageId) => {
      await staticPages.remove(pageId);
      void navigate('/static-pages');
    },
    {
      title: t('delete.title'),
      message: (name) => t('delete.message', { name }),
      done: (name) => t('delete.done', { name }),
    },
  );

  return (
    <>
      <PageHeader
        title={title ? t('editor.editTitle', { title }) : t('editor.newTitle')}
        description={t('editor.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => void navigate('/static-pages')}>
              {t('editor.backToList')}
            </Button>
            {id && mayWrite && (
              <button type="button" className={buttonClasses('danger')} onClick={() => deletion.ask(id, title ?? id)}>
                {t('actions.delete')}
              </button>
            )}
          </>
        }
      />
      <Card>
        <Form
          form={form}
          successMessage={t('editor.saved')}
          onSubmit={async (values) => {
            if (id) {
              await updateStaticPage(id, values);
              return;
            }
            try {
              const created = await createStaticPage(canteenId, values);
              // The Form lets this navigation pass: it is part of the save.
              void navigate(pagePath(created), { replace: true });
            } catch (error) {
              if (!(error instanceof SlugTakenError)) throw error;
              form.setError('slug', { message: 'staticPages:validation.slugTaken' }, { shouldFocus: true });
              throw error;
            }
          }}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <TextInput
              name="slug"
              label={t('fields.slug')}
              hint={id ? t('editor.slugFixed') : t('editor.slugHint')}
              required
              disabled={id !== null}
              maxLength={STATIC_PAGE_SLUG_MAX}
              autoComplete="off"
              spellCheck={false}
            />
            <CheckboxInput name="published" variant="switch" label={t('fields.published')} hint={t('editor.publishedHint')} />
          </div>
          <TranslatableFields
            languages="ui"
            fields={[
              { name: 'title', label: t('fields.title'), required: true, maxLength: STATIC_PAGE_TITLE_MAX },
              {
                name: 'body',
                label: t('fields.body'),
                render: (name) => <RichTextInput name={name} label={t('fields.body')} required maxLength={STATIC_PAGE_BODY_MAX} />,
              },
            ]}
          />
          {mayWrite && (
            <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
              <SubmitButton>{common('actions.save')}</SubmitButton>
            </div>
          )}
        </Form>
      </Card>
      {deletion.dialog}
    </>
  );
}
