/** The first part of a catalogue, parsed (client/vite.config.ts, firstCatalogue). */
declare module 'virtual:catalogue-first/*' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
