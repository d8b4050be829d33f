// The back-office reply box (RispostaTicket roles): Ctrl/⌘+Enter or the button sends; busy while sending.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_MAX_LENGTH, replyProblem } from '@backoffice/shared';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { controlClasses } from '../../../../components/ui/Field';
import { showToast } from '../../../../lib/ui-actions';
import { sendReply } from '../../api/reply';

export function ReplyBox({ chatId }: { chatId: string }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [touched, setTouched] = useState(false);
  const problem = replyProblem(text);
  const shownProblem = touched && problem ? t(`reply.${problem}`, { max: REPLY_MAX_LENGTH }) : null;

  const send = async () => {
    setTouched(true);
    if (problem || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await sendReply(chatId, text);
      setText('');
      setTouched(false);
      showToast(t('reply.sent'), 'success');
    } catch (error) {
      console.error(`Reply to ${chatId} not sent`, error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  // Enter alone makes a new line (replies often have several); Ctrl+Enter or ⌘+Enter sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" aria-label={t('reply.form')}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('reply.label')}
      </label>
      <textarea
        id={id}
        name="reply"
        rows={4}
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        placeholder={t('reply.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={sending}
        aria-invalid={Boolean(shownProblem) || undefined}
        aria-describedby={`${id}-hint${shownProblem ? ` ${id}-error` : ''}`}
        className={controlClasses(Boolean(shownProblem), 'min-h-24 resize-y')}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('reply.hint')}
      </p>
      {shownProblem && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {shownProblem}
        </p>
      )}
      {failed && <Alert tone="error">{t('reply.error')}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" busy={sending} disabled={problem !== null}>
          {sending ? t('reply.sending') : t('reply.send')}
        </Button>
      </div>
    </form>
  );
}
