// Business constants and limits of spec §9 (and the few numbers of §2/§4/§5), named for what they mean.

/** Version label shown in the login footer. */
export const APP_VERSION = '4.6.9';

/** Where unknown paths, disallowed canteens and failed permission checks lead (spec §2, §6). */
export const FALLBACK_PATH = '/home';
/** Text shown while a lazily loaded screen arrives (spec §2). */
export const LOADING_TEXT = 'Loading...';

/** Most recently visited canteens kept on the user record. */
export const MAX_VISITED_CANTEENS = 6;
/** Advised maximum of food paths (percorsi) per recipe; more is allowed but warned about. */
export const MAX_RECOMMENDED_FOOD_PATHS = 3;
/** Defaults of a recipe inside a menu. */
export const DEFAULT_RECIPE_POINTS = 0;
export const DEFAULT_RECIPE_EURO = 0;
export const DEFAULT_RECIPE_POSITION = 9999;
/** A per-course per-order maximum of this value means "no limit" (spec §5). */
export const PER_COURSE_NO_LIMIT = 99999;

/** Delay before an entry link opens a ticket or an IFM request (spec §2). */
export const ENTRY_LINK_REDIRECT_DELAY_MS = 1000;
/** Chat thread status meaning "open". */
export const CHAT_OPEN_STATUS = 1;

/** Characters of a card number shown (the rest is hidden). */
export const CARD_DISPLAY_LENGTH = 4;
/** Address search: result limit and the countries searched. */
export const GEOCODING_LIMIT = 5;
export const GEOCODING_COUNTRIES = ['it', 'es'] as const;
/** Suggestions appear from this many typed characters and clear this long after blur. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_CLEAR_DELAY_MS = 600;

/** Ticket (DEFCON) grade range: 0 worst, 5 best and default. */
export const TICKET_GRADE_MIN = 0;
export const TICKET_GRADE_MAX = 5;
export const DEFAULT_TICKET_GRADE = 5;
/** The DEFCON bar refreshes this often. */
export const DEFCON_REFRESH_INTERVAL_MS = 6000;
/** The news badge shows while the last news is at most this old (2 weeks). */
export const NEWS_BADGE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Order initialisation retries while no user is signed in. */
export const ORDER_INIT_MAX_RETRIES = 10;
export const ORDER_INIT_RETRY_INTERVAL_MS = 1000;

/** Canteen names longer than this are cut to CANTEEN_NAME_CUT_LENGTH plus '...'. */
export const CANTEEN_NAME_MAX_LENGTH = 30;
export const CANTEEN_NAME_CUT_LENGTH = 27;
/** The sidebar starts collapsed on windows narrower than this. */
export const SIDEBAR_COLLAPSE_BELOW_PX = 1367;
/** Help and glossary modals are draggable only on windows wider than this. */
export const DRAGGABLE_MODAL_MIN_WIDTH_PX = 768;

/** Toast kinds, their display durations (null = until dismissed) and other toast settings. */
export const TOAST_TYPES = ['blank', 'error', 'success', 'loading', 'custom'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_DURATIONS_MS: Readonly<Record<ToastType, number | null>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
};
export const TOAST_LIMIT = 20;
export const LOGIN_TOAST_TIMEOUT_MS = 3000;
export const TOAST_FONT_SIZE = '18px';
export const DEFAULT_TOAST_TYPE: ToastType = 'success';

/** Help content defaults: popular items and news fetched. */
export const HELP_POPULAR_DEFAULT_COUNT = 5;
export const HELP_NEWS_DEFAULT_COUNT = 10;

/**
 * Storage folders of the media library: spec §9's six, then `videos` (mp4/webm clips for digital-signage playlists,
 * issue 22; DECISIONS.md "Media library videos").
 */
export const MEDIA_FOLDERS = ['uploads', 'recipes', 'pdf', 'docx', 'xlsx', 'pptx', 'videos'] as const;
/**
 * Every Storage folder of a canteen: the media library's, help-desk ticket attachments (issue 19) and the pictures
 * of shop, coffee-break and IFM products (issue 16).
 */
export const FILE_FOLDERS = [...MEDIA_FOLDERS, 'customer-care', 'products'] as const;

/** Recommended home background size for a convention (portrait). */
export const HOME_BACKGROUND_SIZE_PX = { width: 375, height: 412 } as const;

/** Default storage note for opened food (spec §9), Italian and English. */
export const OPENED_FOOD_STORAGE_NOTE = {
  it: 'Conservare in frigorifero a max 4 °C e consumare entro 24 ore.',
  en: 'Keep refrigerated at max 4 °C and consume within 24 hours.',
} as const;

/** A lazily loaded chunk that has not arrived after this long fails. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Error-reporter limits. */
export const ERROR_REPORTER_LIMITS = {
  offlineQueueSize: 100,
  historySize: 20,
  maxNoticeLength: 64_000,
  timeoutMs: 10_000,
  configPollIntervalMs: 600_000,
  duplicateSuppressionMs: 1000,
  historyKeyLength: 6,
} as const;

/** Anti-forgery cookie and header of the HTTP transport. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Session-storage key of the client state. */
export const SESSION_STATE_KEY = 'state';
