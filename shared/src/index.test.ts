// Tests that the public API carries the names other packages rely on, and the spec §9 constants.
import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('public API', () => {
  it.each([
    'resolveRole',
    'canOpenScreen',
    'canManageCanteen',
    'normalizeCanteenId',
    'canteenGroup',
    'truncateCanteenName',
    'updateVisitedCanteens',
    'languageFromHost',
    'environmentFromApiUrl',
    'ifmDefaultNextStatus',
    'ifmHiddenStatusOptions',
    'formatCardNumber',
    'formatNumberIt',
    'ticketGradeFromTags',
    'ifmStatusChangeAllowed',
    'ifmStatusSetsCloseDates',
    'matchRoute',
  ])('exports the function %s', (name) => {
    expect(typeof (shared as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    'ROLES',
    'MANAGEMENT_ROLES',
    'ROLE_PRIORITY',
    'SCREEN_KEYS',
    'SCREEN_PERMISSIONS',
    'ROUTES',
    'ORDER_STATUS',
    'ORDER_STATUSES',
    'IFM_STATUS',
    'IFM_STATUSES',
    'UI_LANGUAGES',
    'COMMUNICATION_LANGUAGES',
    'CANTEEN_GROUPS',
    'APP_VERSION',
  ])('exports the constant %s', (name) => {
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });
});

describe('spec §9 constants', () => {
  it.each([
    ['APP_VERSION', '4.6.9'],
    ['MAX_VISITED_CANTEENS', 6],
    ['MAX_RECOMMENDED_FOOD_PATHS', 3],
    ['DEFAULT_RECIPE_POINTS', 0],
    ['DEFAULT_RECIPE_EURO', 0],
    ['DEFAULT_RECIPE_POSITION', 9999],
    ['CANTEEN_ID_PREFIX', 'C_'],
    ['ENTRY_LINK_REDIRECT_DELAY_MS', 1000],
    ['CHAT_OPEN_STATUS', 1],
    ['CARD_DISPLAY_LENGTH', 4],
    ['GEOCODING_LIMIT', 5],
    ['SUGGESTION_MIN_LENGTH', 2],
    ['SUGGESTION_CLEAR_DELAY_MS', 600],
    ['DEFAULT_TICKET_GRADE', 5],
    ['DEFCON_REFRESH_INTERVAL_MS', 6000],
    ['NEWS_BADGE_MAX_AGE_MS', 1_209_600_000],
    ['ORDER_INIT_MAX_RETRIES', 10],
    ['ORDER_INIT_RETRY_INTERVAL_MS', 1000],
    ['CANTEEN_NAME_MAX_LENGTH', 30],
    ['CANTEEN_NAME_CUT_LENGTH', 27],
    ['SIDEBAR_COLLAPSE_BELOW_PX', 1367],
    ['DRAGGABLE_MODAL_MIN_WIDTH_PX', 768],
    ['TOAST_LIMIT', 20],
    ['LOGIN_TOAST_TIMEOUT_MS', 3000],
    ['TOAST_FONT_SIZE', '18px'],
    ['DEFAULT_TOAST_TYPE', 'success'],
    ['HELP_POPULAR_DEFAULT_COUNT', 5],
    ['HELP_NEWS_DEFAULT_COUNT', 10],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['PER_COURSE_NO_LIMIT', 99999],
    ['DEFAULT_LANGUAGE', 'en'],
    ['LOG_APPLICATION_ID', 2],
    ['XSRF_COOKIE_NAME', 'XSRF-TOKEN'],
    ['XSRF_HEADER_NAME', 'X-XSRF-TOKEN'],
    ['FALLBACK_PATH', '/home'],
    ['LOADING_TEXT', 'Loading...'],
  ])('%s = %j', (name, value) => {
    expect((shared as Record<string, unknown>)[name]).toBe(value);
  });

  it('toast durations and error-reporter limits', () => {
    expect(shared.TOAST_DURATIONS_MS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: null,
    });
    expect(shared.ERROR_REPORTER_LIMITS).toEqual({
      offlineQueueSize: 100,
      historySize: 20,
      maxNoticeLength: 64_000,
      timeoutMs: 10_000,
      configPollIntervalMs: 600_000,
      duplicateSuppressionMs: 1000,
      historyKeyLength: 6,
    });
    // §9's six folders and the signage videos (issue 22), then the ticket attachments (issue 19) and the products'
    // pictures (issue 16).
    expect([...shared.FILE_FOLDERS]).toEqual(['uploads', 'recipes', 'pdf', 'docx', 'xlsx', 'pptx', 'videos', 'customer-care', 'products']);
    expect([...shared.GEOCODING_COUNTRIES]).toEqual(['it', 'es']);
  });

  it('spec §3 catalogues', () => {
    expect(shared.ALLERGEN_CODES).toEqual([3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 17, 18, 19]);
    expect(shared.NUTRIENT_IDS).toEqual({ energy: 37, protein: 10, fat: 8, carbohydrates: 33 });
    expect([...shared.NOTIFICATION_CHANNELS]).toEqual(['push', 'sms', 'email', 'in_app', 'none']);
    expect([...shared.SCHEDULE_TYPES]).toEqual(['NOW', 'SPECIFIC_DAY', 'WEEKLY', 'MONTHLY']);
    expect([...shared.EXPORT_FORMATS]).toEqual(['csv', 'csv_international', 'xlsx', 'txt']);
    expect([...shared.EXPORT_KINDS]).toEqual(['matrix_user', 'orders', 'lines', 'zucchetti']);
    expect(Object.keys(shared.MENU_WEEK_PATTERNS)).toEqual(['FW', 'MS', 'MF', 'MT']);
    expect([...shared.SERVICE_TYPES]).toHaveLength(10);
    expect([...shared.SURVEY_QUESTION_TYPES]).toEqual(['range', 'choice', 'text', 'description']);
    expect([...shared.TOAST_TYPES]).toEqual(['blank', 'error', 'success', 'loading', 'custom']);
    expect(shared.COLLECTIONS.newsAreas).toBe('aree_news');
  });
});
