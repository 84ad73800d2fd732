import { Box, HStack, IconButton, Spinner } from '@chakra-ui/react';
import { Bold, Heading2, ImagePlus, Italic, Link, List, ListOrdered, Undo2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../engine/feedback/toaster';
import { uploadFile } from '../../engine/form/upload';

const TOOLS = [
  { id: 'bold', icon: <Bold /> },
  { id: 'italic', icon: <Italic /> },
  { id: 'heading', icon: <Heading2 /> },
  { id: 'bulleted', icon: <List /> },
  { id: 'numbered', icon: <ListOrdered /> },
  { id: 'link', icon: <Link /> },
  { id: 'image', icon: <ImagePlus /> },
  { id: 'clear', icon: <Undo2 /> },
];

export interface RichTextEditorProps {
  /** HTML (the server sanitizes it again when saving). */
  value: string;
  onChange(html: string): void;
  label: string;
  invalid?: boolean;
}

/**
 * A small rich-text editor: a contentEditable area with a toolbar for bold, italic, heading, bulleted and
 * numbered lists, links and images (uploaded through the upload call). What it produces is only a proposal:
 * the server keeps allow-listed tags and attributes only (api/src/modules/article/sanitize-html.ts).
 */
export function RichTextEditor({ value, onChange, label, invalid }: RichTextEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const area = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  // The initial HTML is set once; afterwards the area owns its content and reports every change.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    changed();
  };
  const link = () => {
    const url = window.prompt(t('article.editor.linkPrompt'), 'https://');
    if (url && /^(https?:\/\/|mailto:|\/)/i.test(url.trim())) run('createLink', url.trim());
  };
  const image = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploading(true);
    try {
      const answer = await uploadFile(chosen);
      run('insertImage', answer.link);
    } catch (error) {
      notify('error', { text: error instanceof Error ? error.message : t('article.editor.uploadFailed') });
    } finally {
      setUploading(false);
    }
  };

  const commands: Record<string, () => void> = {
    bold: () => run('bold'),
    italic: () => run('italic'),
    heading: () => run('formatBlock', 'h2'),
    bulleted: () => run('insertUnorderedList'),
    numbered: () => run('insertOrderedList'),
    link,
    image: () => file.current?.click(),
    clear: () => run('removeFormat'),
  };
  const use = (id: string) => commands[id]?.();

  return (
    <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} rounded="md" w="full">
      <HStack role="toolbar" aria-label={t('article.editor.toolbar')} gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
        {TOOLS.map((tool) => (
          <IconButton
            key={tool.id}
            size="xs"
            variant="ghost"
            aria-label={t(`article.editor.${tool.id}`)}
            title={t(`article.editor.${tool.id}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => use(tool.id)}
            disabled={tool.id === 'image' && uploading}
          >
            {tool.id === 'image' && uploading ? <Spinner size="xs" /> : tool.icon}
          </IconButton>
        ))}
        <input
          ref={file}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,.webp"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => void image(e)}
        />
      </HStack>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        minH="60"
        maxH="120"
        overflowY="auto"
        p="3"
        className="article-body"
        css={articleBodyCss}
      />
    </Box>
  );
}

/** Shared look of article bodies (editor and public page). */
export const articleBodyCss = {
  '& h1, & h2, & h3': { fontWeight: 'semibold', marginBlock: '0.6em' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3': { fontSize: 'md' },
  '& p': { marginBlock: '0.5em', lineHeight: '1.8' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& a': { color: 'blue.700', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', marginBlock: '0.5em' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '1em', color: 'fg.muted' },
} as const;
