/**
 * The association's time zone (Beijing time), in a module of its own: code that needs only the name (the client's
 * first script, for react-intl) does not load date-fns with datetime.ts.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
