import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

export { articleBodyCss } from './articleBodyCss';

import type { RichTextEditorProps } from './editorProps';

export type { RichTextEditorProps };

/** The Tiptap editor is a chunk of its own, fetched when an article form opens (never on the login page). */
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/**
 * The article body editor (Tiptap: headings, lists, tables, links, images, alignment), loaded lazily. What it
 * produces is only a proposal: the server keeps allow-listed tags and attributes only
 * (api/src/modules/article/sanitize-html.ts).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Box borderWidth="1px" rounded="md" w="full" minH="60" display="grid" placeItems="center">
          <Spinner size="sm" />
        </Box>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
