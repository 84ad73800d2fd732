import {
  Box,
  Button,
  chakra,
  HStack,
  IconButton,
  Input,
  Popover,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  RemoveFormatting,
  Rows3,
  Strikethrough,
  Table,
  TableCellsMerge,
  Trash2,
  Underline,
  Undo2,
} from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../../engine/feedback/toaster';
import { uploadFile } from '../../engine/form/upload';
import { cleanPastedHtml, isAllowedLink, ownFilePath } from './editorHtml';
import { articleBodyCss } from './articleBodyCss';
import type { RichTextEditorProps } from './editorProps';

interface Tool {
  id: string;
  icon: ReactNode;
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
  /** Only offered while the cursor is in a table. */
  inTable?: boolean;
}

const TOOLS: Tool[][] = [
  [
    { id: 'undo', icon: <Undo2 />, run: (e) => e.chain().focus().undo().run() },
    { id: 'redo', icon: <Redo2 />, run: (e) => e.chain().focus().redo().run() },
  ],
  [
    {
      id: 'heading',
      icon: <Heading2 />,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      id: 'subheading',
      icon: <Heading3 />,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    { id: 'bold', icon: <Bold />, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    {
      id: 'italic',
      icon: <Italic />,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      id: 'underline',
      icon: <Underline />,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      id: 'strike',
      icon: <Strikethrough />,
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
  ],
  [
    {
      id: 'bulleted',
      icon: <List />,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      id: 'numbered',
      icon: <ListOrdered />,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      id: 'quote',
      icon: <Quote />,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
  ],
  [
    {
      id: 'alignLeft',
      icon: <AlignLeft />,
      run: (e) => e.chain().focus().setTextAlign('left').run(),
      active: (e) => e.isActive({ textAlign: 'left' }),
    },
    {
      id: 'alignCenter',
      icon: <AlignCenter />,
      run: (e) => e.chain().focus().setTextAlign('center').run(),
      active: (e) => e.isActive({ textAlign: 'center' }),
    },
    {
      id: 'alignRight',
      icon: <AlignRight />,
      run: (e) => e.chain().focus().setTextAlign('right').run(),
      active: (e) => e.isActive({ textAlign: 'right' }),
    },
  ],
  [
    {
      id: 'table',
      icon: <Table />,
      run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    { id: 'addRow', icon: <Rows3 />, run: (e) => e.chain().focus().addRowAfter().run(), inTable: true },
    { id: 'addColumn', icon: <Columns3 />, run: (e) => e.chain().focus().addColumnAfter().run(), inTable: true },
    {
      id: 'mergeCells',
      icon: <TableCellsMerge />,
      run: (e) => e.chain().focus().mergeOrSplit().run(),
      inTable: true,
    },
    { id: 'deleteTable', icon: <Trash2 />, run: (e) => e.chain().focus().deleteTable().run(), inTable: true },
  ],
  [{ id: 'clear', icon: <RemoveFormatting />, run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() }],
];

/**
 * The article editor on Tiptap (ProseMirror): headings, lists, quotes, tables, links (through a small popover),
 * images uploaded through the storage engine's upload call, and text alignment. Pasted HTML (Word, web pages)
 * is cleaned first and then parsed by the editor's schema, which keeps only what it knows. Loaded lazily (see
 * RichTextEditor). The server sanitizes the HTML again when saving.
 */
export default function TiptapEditor({ value, onChange, label, invalid }: RichTextEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'article-body',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: 'article-body',
        },
      },
    });
  }, [editor, label, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(TOOLS.flat().map((tool) => [tool.id, tool.active?.(e) ?? false])),
      inTable: e.isActive('table'),
      link: e.isActive('link') ? String(e.getAttributes('link').href ?? '') : '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const image = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploading(true);
    try {
      const answer = await uploadFile(chosen);
      editor
        .chain()
        .focus()
        .setImage({ src: ownFilePath(answer.link), alt: answer.originalName || chosen.name })
        .run();
    } catch (error) {
      notify('error', {
        text: error instanceof Error && error.message ? error.message : t('article.editor.uploadFailed'),
      });
    } finally {
      setUploading(false);
    }
  };

  const disabled = (tool: Tool) =>
    (tool.id === 'undo' && !state.canUndo) ||
    (tool.id === 'redo' && !state.canRedo) ||
    (tool.inTable && !state.inTable);

  return (
    <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} rounded="md" w="full">
      <HStack
        role="toolbar"
        aria-label={t('article.editor.toolbar')}
        gap="0.5"
        p="1"
        borderBottomWidth="1px"
        wrap="wrap"
      >
        {TOOLS.map((group, i) => (
          <HStack key={group[0]!.id} gap="0.5">
            {i > 0 && <Separator orientation="vertical" h="5" mx="0.5" />}
            {group.map((tool) => (
              <IconButton
                key={tool.id}
                size="xs"
                variant={state.active[tool.id] ? 'subtle' : 'ghost'}
                aria-label={t(`article.editor.${tool.id}`)}
                aria-pressed={tool.active ? Boolean(state.active[tool.id]) : undefined}
                title={t(`article.editor.${tool.id}`)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => tool.run(editor)}
                disabled={disabled(tool)}
              >
                {tool.icon}
              </IconButton>
            ))}
            {group[0]!.id === 'bulleted' && (
              <>
                <LinkPopover editor={editor} current={state.link} />
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('article.editor.image')}
                  title={t('article.editor.image')}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => file.current?.click()}
                  disabled={uploading}
                >
                  {uploading ? <Spinner size="xs" /> : <ImagePlus />}
                </IconButton>
              </>
            )}
          </HStack>
        ))}
        <input
          ref={file}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,.webp"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="article-editor-image-input"
          onChange={(e) => void image(e)}
        />
      </HStack>
      <Box
        minH="60"
        maxH="120"
        overflowY="auto"
        css={{
          ...articleBodyCss,
          '& .ProseMirror': { outline: 'none', padding: '3', minHeight: '60' },
          '& .ProseMirror-selectednode': { outline: '2px solid {colors.blue.solid}' },
          '& .selectedCell': { bg: 'blue.subtle' },
          '& .ProseMirror-gapcursor:after': { borderTopColor: 'fg' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

/** The link popover: an address field checked against the allowed schemes; apply, remove or cancel. */
function LinkPopover({ editor, current }: { editor: Editor; current: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState('');

  const apply = () => {
    const url = href.trim();
    if (!isAllowedLink(url)) {
      setError(t('article.editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setHref(current || 'https://');
          setError('');
        }
      }}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          size="xs"
          variant={current ? 'subtle' : 'ghost'}
          aria-label={t('article.editor.link')}
          title={t('article.editor.link')}
          aria-pressed={Boolean(current)}
          onMouseDown={(e) => e.preventDefault()}
        >
          <Link />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content w="80" maxW="calc(100vw - 2rem)">
          <Popover.Body p="3">
            {/* Not a form: the popover sits inside the article's form. Enter applies. */}
            <Stack gap="2">
              <chakra.label htmlFor="article-link-href" fontSize="sm" fontWeight="medium">
                {t('article.editor.linkAddress')}
              </chakra.label>
              <Input
                id="article-link-href"
                size="sm"
                value={href}
                autoFocus
                inputMode="url"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'article-link-error' : undefined}
                onChange={(e) => {
                  setHref(e.target.value);
                  setError('');
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    apply();
                  }
                }}
              />
              {error && (
                <Text id="article-link-error" fontSize="xs" color="fg.error">
                  {error}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {t('article.editor.linkHint')}
              </Text>
              <HStack justify="flex-end" gap="2">
                {current && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
                    {t('article.editor.unlink')}
                  </Button>
                )}
                <Button size="xs" variant="outline" onClick={() => setOpen(false)}>
                  {t('article.editor.cancel')}
                </Button>
                <Button size="xs" onClick={apply}>
                  {t('article.editor.linkApply')}
                </Button>
              </HStack>
            </Stack>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
