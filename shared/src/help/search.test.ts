// Help search: every typed word, accents and case ignored, at least 2 characters (spec §5), HTML bodies as text.
import { describe, expect, it } from 'vitest';
import { filterHelpItems, foldForSearch, helpPlainText, matchesHelpSearch, searchWords } from './search';

describe('helpPlainText', () => {
  it.each([
    ['<p>Apri <strong>Ordini</strong></p>', 'Apri Ordini'],
    ['Fish &amp; chips&nbsp;&lt;3 &#8364; &#x20AC;', 'Fish & chips <3 € €'],
    [
      '<figure><img src="data:image/svg+xml,x" alt="Schermata"><figcaption>La lista</figcaption></figure>',
      'La lista',
    ],
    ['<script>alert(1)</script>Testo', 'Testo'],
    ['plain text', 'plain text'],
  ])('%s → %s', (html, text) => {
    expect(helpPlainText(html)).toBe(text);
  });
});

describe('foldForSearch and searchWords', () => {
  it.each([
    ['Menù', 'menu'],
    ['Pequeño', 'pequeno'],
    ['SİPARİŞ', 'siparis'],
    ['ılık', 'ilik'],
    ['Ça', 'ca'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['', []],
    ['a', []],
    [' a ', []],
    ['ab', ['ab']],
    ['  Menù   Ricette ', ['menu', 'ricette']],
  ])('%j → %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });
});

describe('matchesHelpSearch', () => {
  it.each([
    ['', true],
    ['x', true],
    ['allergeni', true],
    ['ALLERGENI menu', true],
    ['allergeni pizza', false],
    ['menù', true],
    ['codice', false],
  ])('%j in a text about menus and allergens → %s', (query, matches) => {
    expect(matchesHelpSearch(query, 'Menu e ricette', 'Gli allergeni compaiono nel menù')).toBe(matches);
  });
});

describe('filterHelpItems', () => {
  const items = [
    { title: 'Come cambio la lingua?', html: '<p>Da <strong>Account</strong>, scegli la lingua.</p>' },
    { title: 'Perché non vedo un ristorante?', html: '<p>Solo i ristoranti assegnati al tuo profilo.</p>' },
    { title: 'Come stampo il QR code?', html: '<p>Dalla dashboard, con il pulsante Stampa.</p>' },
  ];
  it.each([
    ['', [0, 1, 2]],
    ['lingua', [0]],
    ['ACCOUNT', [0]],
    ['ristorante', [1]],
    ['come', [0, 2]],
    ['come qr', [2]],
    ['lingua ristorante', []],
    ['strong', []],
    ['nessuno', []],
  ])('%j keeps items %j in order', (query, kept) => {
    expect(filterHelpItems(items, query)).toEqual(kept.map((index) => items[index]));
  });
});
