/** Business constants of spec section 9. */
export const MIN_BROWSER = { chrome: 80, firefox: 89 } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_STORAGE_KEY = 'access_token';
export const THEME_COLOR = '#2196f3';
export const FALLBACK_LOCALE = 'en-US';
export const DEFAULT_ID_SEMESTER_REGISTRASI = 1;
export const DEFAULT_DATE = '0000-00-00';
/** Messaging flag values that trigger the registration dialog. */
export const TELEGRAM_FLAGS_NEEDING_LINK: readonly number[] = [1, -1];
/** Lecturer questionnaire flag value that triggers the questionnaire dialog. */
export const KUESIONER_FLAG_REQUIRED = 0;
/** Default action messages (spec section 8); the Indonesian texts are in locales/id/core.json. */
export const ACTION_FAILED = 'Action failed';
export const ACTION_SUCCEEDED = 'Action was successful';
/** The login page's path: the page the server paints, and the one that renders without the modules. */
export const LOGIN_PATH = '/login';
/** Public client paths that need no login (spec section 2). */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, '/validasi/s/bimbingan'];

/**
 * Default page sizes of spec section 9, by the list they belong to. Where the spec gives one list
 * 7 in one place and 10 in another, both constants exist and each list uses its own.
 */
export const PAGE_SIZE = {
  DEFAULT: 7,
  TRIAL_SCHEDULE: 7,
  SUPERVISOR_CHANGE: 7,
  LEAVE: 7,
  PROJECT_ASSIGNMENT: 7,
  SUBSTITUTE: 7,
  LECTURER_STUDENTS: 7,
  PROPOSALS: 7,
  PROGRAMME_DATA: 7,
  ATTENDANCE: 7,
  USERS: 7,
  QUOTA_DETAIL: 7,
  DEFENCE_REQUESTS: 8,
  SUPERVISING_DETAIL: 9,
  QUOTA: 9,
  PRE_UAPS_EXAMINERS: 9,
  LECTURER_ACTIVITY: 10,
  MONITORING: 10,
  ALL_SEMESTER_SCHEDULE: 10,
  SUPERVISION_HISTORY: 10,
  CORRECTIONS: 10,
  MENTORING_REPORTS: 10,
  PRESENCE_REPORTS: 10,
  SUPERVISOR_RECOMMENDATIONS: 15,
} as const;

/** The largest page a client may ask for; bigger values are refused with a 400. */
export const MAX_PAGE_SIZE = 100;
