// The placeholder restaurant list: seeded canteens read live from Firestore.
import { useTranslation } from 'react-i18next';
import { useCanteenPreviews } from '../api/canteens';

export function CanteenList() {
  const { t } = useTranslation();
  const { data, error } = useCanteenPreviews();
  if (error) return <p role="alert">{t('auth.error')}</p>;
  if (!data) return <p>{t('app.loading')}</p>;
  if (data.length === 0) return <p>{t('canteens.empty')}</p>;
  return (
    <section aria-labelledby="canteens-title" className="p-6">
      <h2 id="canteens-title" className="mb-4 text-lg font-semibold">{t('canteens.title')}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((canteen) => (
          <li key={canteen.id} className="rounded border border-slate-300 bg-white p-4">
            <span className="block text-xs text-slate-600">{canteen.id}</span>
            <span className="font-medium text-slate-900">{canteen.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
