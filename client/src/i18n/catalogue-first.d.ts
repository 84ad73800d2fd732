/** The first part of a catalogue (client/vite.config.ts, firstCatalogue). */
declare module 'virtual:catalogue-first/*' {
  const messages: Record<string, string>;
  export default messages;
}
