/** Where the chosen language is remembered (localStorage), read by the client and by the GraphQL explorer. */
export const LOCALE_STORAGE_KEY = 'zhuxie.locale';
