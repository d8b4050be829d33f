// Shown inside the layout while a lazy screen or its canteen arrives: the spec's Loading... (§2).
import { LOADING_TEXT } from '@backoffice/shared';
import { Spinner } from '../components/ui/Spinner';

export function PageLoading() {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-slate-700" role="status">
      <Spinner />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}
