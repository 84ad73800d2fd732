/**
 * The Chakra recipes (by key) the first script registers (system.ts); every other one loads with the lazy parts
 * (recipes.ts). client/vite.config.ts keeps the modules of these in the first chunk and the others out of it
 * (system.test.ts checks that system.ts registers exactly these).
 */
export const FIRST_RECIPE_KEYS = ['alert', 'button', 'card', 'field', 'heading', 'icon', 'input', 'link', 'spinner'];
