// The survey's questions in order: drag by the handle (mouse, touch, or keyboard: space, arrows, space) or move with
// the up/down buttons; per question its type, required flag, range scale and choices.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  SURVEY_CHOICES_MAX,
  SURVEY_QUESTIONS_MAX,
  SURVEY_QUESTION_TYPES,
  SURVEY_SCALE_MAX,
  SURVEY_SCALE_MIN,
  type SurveyForm,
  type SurveyQuestion,
} from '@backoffice/shared';
import { CheckboxInput, NumberInput, SelectInput, useFieldError } from '../../../components/form/fields';
import { Button } from '../../../components/ui/Button';
import { textIn } from './texts';

/** A short id for a new question or choice (responses refer to it; the schema wants [a-z0-9]{1,16}). */
export const newItemId = () => Math.random().toString(36).slice(2, 10).replace(/[^a-z0-9]/g, '') || 'q';

export function blankQuestion(type: SurveyQuestion['type']): SurveyQuestion {
  const base = { id: newItemId(), type, text: {}, required: false };
  if (type === 'range') return { ...base, required: true, scale: 5 };
  if (type === 'choice') return { ...base, choices: [{ id: newItemId(), text: {} }, { id: newItemId(), text: {} }] };
  return base;
}

function Choices({ index, disabled }: { index: number; disabled: boolean }) {
  const { t, i18n } = useTranslation('surveys');
  const { control } = useFormContext<SurveyForm>();
  const choices = useFieldArray({ control, name: `questions.${index}.choices` as 'questions.0.choices', keyName: 'key' });
  const error = useFieldError(`questions.${index}.choices`);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-1 text-sm">
        {choices.fields.map((choice, position) => (
          <li key={choice.key} className="flex items-center gap-2">
            <span>
              {t('editor.choiceN', { n: position + 1 })}: {textIn(choice.text, i18n.language) || t('editor.noText')}
            </span>
            {!disabled && (
              <Button size="sm" variant="ghost" onClick={() => choices.remove(position)} aria-label={t('editor.removeChoiceOf', { n: position + 1 })}>
                {t('editor.removeChoice')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && <p className="text-sm text-red-700">{t('editor.choicesNeeded')}</p>}
      {!disabled && choices.fields.length < SURVEY_CHOICES_MAX && (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => choices.append({ id: newItemId(), text: {} })}>
          {t('editor.addChoice')}
        </Button>
      )}
    </div>
  );
}

function QuestionRow({ id, index, count, disabled, onMove, onRemove }: { id: string; index: number; count: number; disabled: boolean; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation('surveys');
  const { control } = useFormContext<SurveyForm>();
  const question = useWatch({ control, name: `questions.${index}` });
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id, disabled });
  const style = { transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition };
  const label = t('editor.questionN', { n: index + 1 });
  return (
    <li ref={setNodeRef} style={style} className="rounded border border-slate-300 bg-white p-3" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        {!disabled && (
          <button
            type="button"
            className="cursor-grab rounded border border-slate-300 px-2 py-1 text-sm"
            aria-label={t('editor.dragOf', { n: index + 1 })}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿ </span>
            {t('editor.drag')}
          </button>
        )}
        <strong className="text-sm">{label}</strong>
        <span className="text-sm text-slate-700">{textIn(question?.text, i18n.language) || t('editor.noText')}</span>
        {!disabled && (
          <span className="ml-auto flex gap-1">
            <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('editor.moveUpOf', { n: index + 1 })}>
              {t('editor.moveUp')}
            </Button>
            <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('editor.moveDownOf', { n: index + 1 })}>
              {t('editor.moveDown')}
            </Button>
            <Button size="sm" variant="danger" onClick={onRemove} aria-label={t('editor.removeQuestionOf', { n: index + 1 })}>
              {t('editor.removeQuestion')}
            </Button>
          </span>
        )}
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <SelectInput
          name={`questions.${index}.type`}
          label={t('editor.type')}
          disabled={disabled}
          options={SURVEY_QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        {question?.type !== 'description' && <CheckboxInput name={`questions.${index}.required`} label={t('editor.required')} disabled={disabled} />}
        {question?.type === 'range' && (
          <NumberInput name={`questions.${index}.scale`} label={t('editor.scale')} min={SURVEY_SCALE_MIN} max={SURVEY_SCALE_MAX} disabled={disabled} />
        )}
      </div>
      {question?.type === 'choice' && (
        <div className="mt-2">
          <Choices index={index} disabled={disabled} />
        </div>
      )}
    </li>
  );
}

export function QuestionList({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('surveys');
  const { control, setValue, getValues } = useFormContext<SurveyForm>();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = questions.fields.map((field) => field.key);
  const onDragEnd = (event: DragEndEvent) => {
    const from = ids.indexOf(String(event.active.id));
    const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) questions.move(from, to);
  };
  const add = (type: SurveyQuestion['type']) => questions.append(blankQuestion(type));
  // Changing the type resets what only the old type had (a scale, choices).
  const fixTypes = () => {
    getValues('questions').forEach((question, index) => {
      if (question.type === 'range' && question.scale === undefined) setValue(`questions.${index}.scale`, 5);
      if (question.type === 'choice' && !question.choices) setValue(`questions.${index}.choices`, blankQuestion('choice').choices);
      if (question.type === 'description' && question.required) setValue(`questions.${index}.required`, false);
      if (question.type !== 'choice' && question.choices) setValue(`questions.${index}.choices`, undefined);
      if (question.type !== 'range' && question.scale !== undefined) setValue(`questions.${index}.scale`, undefined);
    });
  };
  return (
    <div className="flex flex-col gap-3" onChange={fixTypes}>
      {questions.fields.length === 0 && <p className="text-sm text-slate-700">{t('editor.noQuestions')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2">
            {questions.fields.map((field, index) => (
              <QuestionRow
                key={field.key}
                id={field.key}
                index={index}
                count={questions.fields.length}
                disabled={disabled}
                onMove={(from, to) => questions.move(from, to)}
                onRemove={() => questions.remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {!disabled && questions.fields.length < SURVEY_QUESTIONS_MAX && (
        <div className="flex flex-wrap gap-2">
          {SURVEY_QUESTION_TYPES.map((type) => (
            <Button key={type} size="sm" variant="secondary" onClick={() => add(type)}>
              {t(`editor.add.${type}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
