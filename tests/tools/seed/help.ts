// Help content for the API's /helpdesk/ccms calls: help_guides, help_components, help_news, help_status_texts,
// every text in the eight interface languages; news dated relative to today.
import { HELP_LANGUAGES } from '@backoffice/shared';
import { addDays } from './dates';
import { GUIDE_COLLECTION_TITLES, HELP_COMPONENTS } from './help-components';
import { MORE_HELP_COMPONENTS } from './help-components-more';
import { FAQ_GUIDE } from './help-faq';
import { ADMIN_GUIDES } from './help-guides-admin';
import { SCREEN_GUIDES } from './help-guides-screens';
import { GLOSSARY_GUIDE, RESTAURANTS_GUIDE } from './help-guides-start';
import { GUIDE_MEDIA_ITEMS, mediaItemBody } from './help-media';
import { DEFCON_TEXTS, HELP_NEWS } from './help-news';
import type { GuideDef } from './help-types';
import type { SeedDocument } from './types';

export const HELP_GUIDES: readonly GuideDef[] = [
  GLOSSARY_GUIDE,
  RESTAURANTS_GUIDE,
  ...SCREEN_GUIDES,
  ...ADMIN_GUIDES,
  FAQ_GUIDE,
];

function guideDocument(guide: GuideDef, today: Date): SeedDocument {
  const collection = GUIDE_COLLECTION_TITLES[guide.collection];
  if (!collection) throw new Error(`help: unknown collection ${guide.collection}`);
  return {
    path: `help_guides/${guide.slug}`,
    data: {
      slug: guide.slug,
      route: guide.route,
      tags: [...guide.tags],
      popularity: guide.popularity,
      pos: guide.pos,
      collection: { id: guide.collection, pos: collection.pos, title: { ...collection.title } },
      title: { ...guide.title },
      // texts[lang] = [intro, ...accordion items] (spec §7: "the first text is the intro, the rest are accordion items").
      // Illustrated items (a picture or a recording in the body's HTML) come last.
      texts: Object.fromEntries(
        HELP_LANGUAGES.map((language) => [
          language,
          [
            ...guide.texts.map((text) => ({ title: text.title[language], body: text.body[language] })),
            ...GUIDE_MEDIA_ITEMS.filter((item) => item.slug === guide.slug).map((item) => ({
              title: item.title[language],
              body: mediaItemBody(item, language),
            })),
          ],
        ]),
      ),
      updated_at: addDays(today, -guide.pos - 7),
    },
  };
}

export function helpDocuments(today: Date): SeedDocument[] {
  return [
    ...HELP_GUIDES.map((guide) => guideDocument(guide, today)),
    ...[...HELP_COMPONENTS, ...MORE_HELP_COMPONENTS].map((component) => ({
      path: `help_components/${component.id}`,
      data: {
        view: component.view,
        tags: [...component.tags],
        variants: {
          default: { title: { ...component.title }, body: { ...component.body } },
          tooltip: { title: { ...component.title }, body: { ...component.tooltip } },
        },
      },
    })),
    ...HELP_NEWS.map((news) => ({
      path: `help_news/${news.id}`,
      data: {
        // Noon of the day, so the news badge (news at most 2 weeks old) reads the same all day.
        date: new Date(addDays(today, -news.daysAgo).getTime() + 12 * 3_600_000),
        tags: [...news.tags],
        title: { ...news.title },
        summary: { ...news.summary },
        body: { ...news.body },
      },
    })),
    ...DEFCON_TEXTS.map((text, index) => ({
      path: `help_status_texts/defcon_${text.grade}`,
      data: {
        group: 'defcon',
        code: text.grade,
        pos: index + 1,
        title: { ...text.title },
        description: { ...text.description },
      },
    })),
  ];
}
