// The whole-page wait (auth state, shell, session): a spinner and the spec's text Loading... (§2).
import { LOADING_TEXT } from '@backoffice/shared';
import { Spinner } from './Spinner';

export function FullPageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center gap-3 text-slate-700" role="status">
      <Spinner />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
