/** What the article body editor takes (RichTextEditor passes it on to the lazily loaded TiptapEditor). */
export interface RichTextEditorProps {
  /** HTML (the server sanitizes it again when saving). */
  value: string;
  onChange(html: string): void;
  label: string;
  invalid?: boolean;
}
