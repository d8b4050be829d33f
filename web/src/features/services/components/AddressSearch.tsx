// The pickup point's address: typed freely, or chosen among the geocoder's suggestions (spec §7: it and es, the
// user's language, autocomplete, 5 results). The geocoder here is the local fake one; the hint says so.
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { GEOCODING_MIN_LENGTH, geocoder, type GeocodedAddress } from '../api/geocoder';

export function AddressSearch({ name }: { name: string }) {
  const { t, i18n } = useTranslation('servicesAdmin');
  const { field } = useController({ name });
  const address = field.value as { label: string; lat: number | null; lng: number | null; country: string | null };
  const [text, setText] = useState(address.label);
  // The results of the last search, with the text they answer: stale ones (older text) are not shown.
  const [found, setFound] = useState<{ text: string; results: GeocodedAddress[] }>({ text: '', results: [] });
  const listId = useId();
  // Typing stores the text as a plain address (no coordinates), so the text always equals the stored label: only an
  // address already chosen from the suggestions (it has coordinates) is not searched again.
  const chosen = address.lat !== null && address.lng !== null && text === address.label;
  const searchable = text.trim().length >= GEOCODING_MIN_LENGTH && !chosen;
  const results = searchable && found.text === text ? found.results : [];

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      geocoder
        .search(text, i18n.language, controller.signal)
        .then((addresses) => {
          if (!controller.signal.aborted) setFound({ text, results: addresses });
        })
        .catch(() => setFound({ text, results: [] }));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searchable, i18n.language]);

  const choose = (chosen: GeocodedAddress) => {
    field.onChange({ label: chosen.label, lat: chosen.lat, lng: chosen.lng, country: chosen.country });
    setText(chosen.label);
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('pickups.fields.address')}
        hint={geocoder.real ? t('pickups.hints.address') : t('pickups.hints.addressFake')}
        value={text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          // Typed text without a suggestion is kept as a plain address without coordinates.
          field.onChange({ label: event.target.value, lat: null, lng: null, country: null });
        }}
        onBlur={field.onBlur}
      />
      {results.length > 0 && (
        <ul id={listId} aria-label={t('pickups.suggestions')} className="flex flex-col rounded-md border border-slate-200 bg-white">
          {results.map((result) => (
            <li key={result.label}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100"
                onClick={() => choose(result)}
              >
                {result.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {address.lat !== null && address.lng !== null && (
        <p className="text-xs text-slate-600">{t('pickups.coordinates', { lat: address.lat.toFixed(4), lng: address.lng.toFixed(4) })}</p>
      )}
    </div>
  );
}
