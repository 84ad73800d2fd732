import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Dialog, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { readApiProblem } from '../apollo/errors';
import { DialogFrame } from './DialogFrame';

/**
 * Which record form is open: a new record (optionally with preset values, such as the parent of 新增下级), or an
 * existing one to edit or look at.
 */
export type RecordDialogState =
  | { mode: 'create'; preset?: Readonly<Record<string, string>> }
  | { mode: 'edit'; id: string }
  | { mode: 'view'; id: string };

export type RecordMode = RecordDialogState['mode'];

export interface RecordDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  /** The title of each mode (新增 X, 编辑 X, 查看 X). */
  titles: Record<RecordMode, ReactNode>;
  /**
   * The 送审 variant, for records of a business with an approval flow: creating or editing is titled 送审 (or
   * the given title) and the form offers 保存并送审 beside 保存 (FormFooter's onSaveAndSubmit).
   */
  review?: boolean | ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The form for the open state; mounted only while open, and again for each record. */
  children(state: RecordDialogState): ReactNode;
}

/** The dialog around a record form: title by mode, outside clicks close only the read-only view. */
export function RecordDialog({ state, onClose, titles, review, size = 'lg', children }: RecordDialogProps) {
  const reviewTitle = review === true ? <FormattedMessage id="flow.review" /> : review;
  return (
    <DialogFrame
      open={state !== null}
      onClose={onClose}
      size={size}
      divider
      lazy
      closeOnInteractOutside={state?.mode === 'view'}
      title={state && (reviewTitle && state.mode !== 'view' ? reviewTitle : titles[state.mode])}
    >
      {state && (
        <Fragment key={state.mode === 'create' ? 'create' : `${state.mode}:${state.id}`}>{children(state)}</Fragment>
      )}
    </DialogFrame>
  );
}

/** Skeleton lines while a dialog's data loads. */
export function DialogLoading({ lines = 4 }: { lines?: number }) {
  return (
    <Dialog.Body py="6">
      <Stack gap="5" aria-busy>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="10" />
        ))}
      </Stack>
    </Dialog.Body>
  );
}

/** A failed load inside a dialog: the server's message (or 请求错误!) and a close button. */
export function DialogError({ error, onClose }: { error: unknown; onClose?: () => void }) {
  return (
    <>
      <Dialog.Body py="6">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{readApiProblem(error)?.message ?? <FormattedMessage id="errors.network" />}</Alert.Title>
        </Alert.Root>
      </Dialog.Body>
      {onClose && (
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </Dialog.Footer>
      )}
    </>
  );
}

export interface RecordLoaderProps<TData, TRecord> {
  /** A detail query taking the record's id, e.g. DeptDocument. */
  document: TypedDocumentNode<TData, { id: string }>;
  id: string;
  select(data: TData): TRecord;
  onClose?: () => void;
  children(record: TRecord): ReactNode;
}

/** Reads the record fresh from the server (so an edit sends the current version), then shows the form. */
export function RecordLoader<TData, TRecord>({
  document,
  id,
  select,
  onClose,
  children,
}: RecordLoaderProps<TData, TRecord>) {
  const { data, error } = useQuery(document, { variables: { id }, fetchPolicy: 'network-only' });
  if (error) return <DialogError error={error} onClose={onClose} />;
  if (!data) return <DialogLoading />;
  return children(select(data as TData));
}

export interface FormFooterProps {
  readOnly?: boolean;
  /** Which save is running: true (or 'save') for 保存, 'submit' for 保存并送审. */
  saving?: boolean | 'save' | 'submit';
  onClose(): void;
  extra?: ReactNode;
  /** The 送审 variant: also offers 保存并送审, which saves the form and sends the record into its approval flow. */
  onSaveAndSubmit?(): void;
}

/** 取消 + 保存 (+ 保存并送审 in the 送审 variant) for a form, or 关闭 when it is read-only. */
export function FormFooter({ readOnly, saving, onClose, extra, onSaveAndSubmit }: FormFooterProps) {
  const busy = Boolean(saving);
  return (
    <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
      {extra}
      <Box flex="1" />
      {readOnly ? (
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      ) : (
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            type="submit"
            variant={onSaveAndSubmit ? 'outline' : 'solid'}
            loading={saving === true || saving === 'save'}
            disabled={busy}
          >
            <FormattedMessage id="common.save" />
          </Button>
          {onSaveAndSubmit && (
            <Button colorPalette="blue" loading={saving === 'submit'} disabled={busy} onClick={onSaveAndSubmit}>
              <FormattedMessage id="flow.saveAndSubmit" />
            </Button>
          )}
        </>
      )}
    </Dialog.Footer>
  );
}

/**
 * 保存 and 保存并送审 at the foot of a form on a page (the join application, change requests): 保存 submits the
 * form, 保存并送审 calls `onSaveAndSubmit`; `saving` tells which one runs (both are disabled meanwhile).
 */
export function SaveAndSubmitButtons({
  saving,
  onSaveAndSubmit,
}: {
  saving: false | 'save' | 'submit';
  onSaveAndSubmit(): void;
}) {
  return (
    <HStack mt="5" gap="3">
      <Button type="submit" variant="outline" loading={saving === 'save'} disabled={Boolean(saving)}>
        <FormattedMessage id="common.save" />
      </Button>
      <Button loading={saving === 'submit'} disabled={Boolean(saving)} onClick={onSaveAndSubmit}>
        <FormattedMessage id="flow.saveAndSubmit" />
      </Button>
    </HStack>
  );
}
