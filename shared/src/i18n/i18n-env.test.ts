// Tests of languages (every language, host rule, fallback) and environments (every environment, /log codes).
import { describe, expect, it } from 'vitest';
import {
  COMMUNICATION_LANGUAGES,
  ENVIRONMENTS,
  HELP_LANGUAGES,
  UI_LANGUAGES,
  environmentFromApiUrl,
  isChatAssistantEnabled,
  isCommunicationLanguage,
  isEnvironment,
  languageFromHost,
  logEnvironmentCode,
  normalizeLanguage,
} from './i18n-env';

const LANGUAGES = ['en', 'it', 'es', 'fr', 'tr', 'ca', 'eu', 'cl'];

describe('languages (spec §1)', () => {
  it('has eight UI and help languages and four communication languages', () => {
    expect([...UI_LANGUAGES]).toEqual(LANGUAGES);
    expect([...HELP_LANGUAGES]).toEqual(LANGUAGES);
    expect([...COMMUNICATION_LANGUAGES]).toEqual(['en', 'it', 'es', 'fr']);
  });

  it.each(LANGUAGES.map((language) => [language, ['en', 'it', 'es', 'fr'].includes(language)] as const))(
    '%s is a communication language: %s',
    (language, expected) => expect(isCommunicationLanguage(language)).toBe(expected),
  );

  it.each(LANGUAGES)('host %s-backoffice.example.com → %s', (language) => {
    expect(languageFromHost(`${language}-backoffice.example.com`)).toBe(language);
    expect(languageFromHost(`${language.toUpperCase()}-bo.example.com`)).toBe(language);
    expect(normalizeLanguage(language)).toBe(language);
  });

  it.each([
    ['de-backoffice.example.com', 'en'],
    ['backoffice.example.com', 'en'],
    ['it.example.com', 'en'],
    ['localhost:5173', 'en'],
    ['127.0.0.1', 'en'],
    ['-it-bo', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('host %j falls back to %s', (host, language) => {
    expect(languageFromHost(host)).toBe(language);
  });

  it.each([
    ['de', 'en'],
    [' IT ', 'it'],
    [null, 'en'],
    [42, 'en'],
  ])('normalizeLanguage(%j) → %s', (value, language) => {
    expect(normalizeLanguage(value)).toBe(language);
  });

  it.each(LANGUAGES.map((language) => [language, ['it', 'es', 'cl'].includes(language)] as const))(
    'chat assistant for %s: %s',
    (language, enabled) => expect(isChatAssistantEnabled(language)).toBe(enabled),
  );
});

describe('environments (spec §1, §7)', () => {
  it('has the five environments', () => {
    expect([...ENVIRONMENTS]).toEqual(['chile', 'europe', 'europe-collaudo', 'pen-test', 'allacarta']);
    expect(isEnvironment('europe')).toBe(true);
    expect(isEnvironment('mars')).toBe(false);
  });

  it.each([
    ['https://api-chile.example.com', 'chile'],
    ['https://api.europe.example.com/v1', 'europe'],
    ['https://api-europe-collaudo.example.com', 'europe-collaudo'],
    ['https://collaudo.example.com', 'europe-collaudo'],
    ['https://pen-test.example.com', 'pen-test'],
    ['https://PENTEST.example.com', 'pen-test'],
    ['https://allacarta.example.com', 'allacarta'],
    ['http://127.0.0.1:5001/demo-backoffice/europe-west1/api', 'europe'],
    ['https://unknown.example.com', 'europe'],
    ['', 'europe'],
    [null, 'europe'],
  ])('%j → %s', (url, environment) => {
    expect(environmentFromApiUrl(url)).toBe(environment);
  });

  it.each([
    ['chile', null, 4],
    ['allacarta', 'italy', 3],
    ['europe-collaudo', 'spain', 5],
    ['pen-test', 'italy', 999],
    ['europe', 'italy', 1],
    ['europe', 'spain', 2],
    ['europe', 'chile', 999],
    ['europe', 'other', 999],
    ['europe', null, 999],
  ] as const)('/log code for %s with a canteen in %s → %i', (environment, country, code) => {
    expect(logEnvironmentCode(environment, country)).toBe(code);
  });
});
