/** The first part of a catalogue, parsed (client/vite.config.ts, firstCatalogue). */
declare module 'virtual:catalogue-first/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
