// Names of the IFM request statuses (spec §4) in the 8 interface languages, for mails, push and chat texts.
import type { IfmStatus, UiLanguage } from '@backoffice/shared';

type Labels = Readonly<Record<IfmStatus, string>>;

/** Inserted, on hold, taken in charge, in progress, completed, canceled, exception — per language. */
export const IFM_STATUS_LABELS: Readonly<Record<UiLanguage, Labels>> = {
  en: { 100: 'New', 500: 'On hold', 200: 'Taken in charge', 300: 'In progress', 400: 'Completed', 999: 'Canceled', 800: 'Exception' },
  it: { 100: 'Inserita', 500: 'In attesa', 200: 'Presa in carico', 300: 'In lavorazione', 400: 'Completata', 999: 'Annullata', 800: 'Eccezione' },
  es: { 100: 'Insertada', 500: 'En espera', 200: 'Tomada a cargo', 300: 'En curso', 400: 'Completada', 999: 'Cancelada', 800: 'Excepción' },
  fr: { 100: 'Insérée', 500: 'En attente', 200: 'Prise en charge', 300: 'En cours', 400: 'Terminée', 999: 'Annulée', 800: 'Exception' },
  tr: { 100: 'Eklendi', 500: 'Beklemede', 200: 'Üstlenildi', 300: 'İşleniyor', 400: 'Tamamlandı', 999: 'İptal edildi', 800: 'İstisna' },
  ca: { 100: 'Inserida', 500: 'En espera', 200: 'Presa en càrrec', 300: 'En curs', 400: 'Completada', 999: 'Cancel·lada', 800: 'Excepció' },
  eu: { 100: 'Sartua', 500: 'Zain', 200: 'Bere gain hartua', 300: 'Lanean', 400: 'Osatua', 999: 'Bertan behera utzia', 800: 'Salbuespena' },
  cl: { 100: 'Ingresada', 500: 'En espera', 200: 'Tomada', 300: 'En proceso', 400: 'Completada', 999: 'Cancelada', 800: 'Excepción' },
};

/** The label of a status in a language. */
export function ifmStatusLabel(status: IfmStatus, language: UiLanguage): string {
  return IFM_STATUS_LABELS[language][status];
}
