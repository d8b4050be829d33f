// Texts per language: one tab per language with a completeness mark, editing `{ [language]: text }` fields.
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMMUNICATION_LANGUAGES, UI_LANGUAGES } from '@backoffice/shared';
import { Tabs } from '../ui/Tabs';
import { cx } from '../ui/cx';
import { errorText } from './errors';
import { TextAreaInput, TextInput } from './fields';

export interface TranslatableField {
  /** The form field holding `{ [language]: string }`. */
  name: string;
  label: ReactNode;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  /** A control of its own (e.g. a RichTextInput) for the form field `name` of one language, instead of a text input. */
  render?: (name: string, language: string) => ReactNode;
}

export type Completeness = 'complete' | 'partial' | 'empty';

/** How far a language is filled: every field, some, or none (blank text counts as missing). */
export function completeness(values: readonly unknown[], language: string): Completeness {
  const filled = values.filter((map) => {
    const text = (map as Record<string, unknown> | null | undefined)?.[language];
    return typeof text === 'string' && text.trim() !== '';
  }).length;
  if (filled === 0) return 'empty';
  return filled === values.length ? 'complete' : 'partial';
}

const MARKS: Record<Completeness, { symbol: string; className: string }> = {
  complete: { symbol: '●', className: 'text-emerald-700' },
  partial: { symbol: '◐', className: 'text-amber-700' },
  empty: { symbol: '○', className: 'text-slate-500' },
};

function Mark({ state, hasError }: { state: Completeness; hasError: boolean }) {
  const { t } = useTranslation('kit');
  const label = hasError ? `${t(`translations.${state}`)}, ${t('translations.hasErrors')}` : t(`translations.${state}`);
  return (
    <span role="img" aria-label={label} title={label} className={cx('text-xs', hasError ? 'text-red-700' : MARKS[state].className)}>
      {hasError ? '!' : MARKS[state].symbol}
    </span>
  );
}

/**
 * `languages`: 'ui' for the eight UI languages (help, static pages), 'communication' for en/it/es/fr (spec §9:
 * communications), or an explicit list. Arrow keys move between the tabs (Headless UI). After a submit that fails
 * in another language, that language's tab opens and its first invalid field takes the focus.
 */
export function TranslatableFields({ fields, languages = 'ui' }: { fields: readonly TranslatableField[]; languages?: 'ui' | 'communication' | readonly string[] }) {
  const { t, i18n } = useTranslation('kit');
  const codes: readonly string[] = languages === 'ui' ? UI_LANGUAGES : languages === 'communication' ? COMMUNICATION_LANGUAGES : languages;
  const names = fields.map((field) => field.name);
  const { control, setFocus, trigger } = useFormContext();
  const values = useWatch({ control, name: names }) as unknown[];
  const { errors, submitCount } = useFormState({ control, name: names });
  const [selected, setSelected] = useState(0);
  const errorAt = (language: string) => fields.find((field) => get(errors, `${field.name}.${language}`));
  // An issue of a whole group (a schema's refine on the texts map, e.g. "a name in at least one language" without a
  // language in its path) sits on the field itself, not on one of its languages: shown above the tabs.
  const groupErrors = fields.flatMap((field) => {
    const error = get(errors, field.name) as FieldError | undefined;
    const message = typeof error?.message === 'string' || typeof error?.type === 'string' ? errorText(t, i18n, error) : null;
    return message ? [{ name: field.name, message }] : [];
  });
  // Typing re-checks only the language's own field: a group's issue is re-checked here, so it goes once it is met.
  const typed = JSON.stringify(values);
  const groupNames = groupErrors.map((error) => error.name).join(' ');
  useEffect(() => {
    if (groupNames !== '') void trigger(groupNames.split(' '));
    // Only on a change of the texts: a new group error alone must not re-check itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // A new failed submit opens the first language with an error (adjusting state while rendering, not in an effect);
  // typing in a tab never jumps elsewhere.
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  const [focusTarget, setFocusTarget] = useState<{ name: string; submit: number } | null>(null);
  if (submitCount !== seenSubmits) {
    setSeenSubmits(submitCount);
    const index = codes.findIndex((language) => errorAt(language));
    if (index < 0 && groupErrors.length > 0) setSelected(0);
    if (index >= 0) {
      setSelected(index);
      setFocusTarget({ name: `${errorAt(codes[index]!)!.name}.${codes[index]}`, submit: submitCount });
    }
  }
  useEffect(() => {
    if (!focusTarget) return;
    // The panel of the new tab mounts with this render; focus its field on the next frame.
    const frame = requestAnimationFrame(() => setFocus(focusTarget.name));
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, setFocus]);

  const tabs = (
    <Tabs
      selectedIndex={selected}
      onChange={setSelected}
      tabs={codes.map((language) => ({
        id: language,
        label: t(`languages.${language}`, { ns: 'common' }),
        // The space keeps the tab's accessible name readable: "Italiano partly filled".
        badge: (
          <>
            {' '}
            <Mark state={completeness(values, language)} hasError={Boolean(errorAt(language))} />
          </>
        ),
        content: (
          <div className="flex flex-col gap-4" lang={language === 'cl' ? 'es-CL' : language}>
            {fields.map((field) =>
              field.render ? (
                <Fragment key={field.name}>{field.render(`${field.name}.${language}`, language)}</Fragment>
              ) : field.multiline ? (
                <TextAreaInput key={field.name} name={`${field.name}.${language}`} label={field.label} required={field.required} maxLength={field.maxLength} />
              ) : (
                <TextInput key={field.name} name={`${field.name}.${language}`} label={field.label} required={field.required} maxLength={field.maxLength} />
              ),
            )}
          </div>
        ),
      }))}
    />
  );
  if (groupErrors.length === 0) return tabs;
  return (
    <div className="flex flex-col gap-2">
      {groupErrors.map((error) => (
        <p key={error.name} data-field-error={error.name} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ))}
      {tabs}
    </div>
  );
}
