import { Alert, Button, Checkbox, Dialog, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { FileDown, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAnyPermission, useSession } from '../auth';
import { notify } from '../feedback/toaster';
import { DialogFrame } from './DialogFrame';
import {
  downloadFile,
  importRowErrors,
  type ImportResult,
  type ImportRowError,
  restUrl,
  saveBlob,
  uploadImport,
} from './transfer';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** REST path of the upload (`/blade-system/region/import-region`). */
  path: string;
  /** REST path of the template download. */
  templatePath: string;
  /** Template name used when the server names none (without extension). */
  templateName: string;
  /** Called after a successful import (refresh the list). */
  onImported?(result: ImportResult): void;
}

/**
 * Import from an .xlsx file: pick the file (the template is one click away), choose whether existing records
 * are updated, upload. The server saves all rows or none; failing rows are listed with their row numbers.
 */
export function ImportDialog({ open, onClose, path, templatePath, templateName, onImported }: ImportDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [covered, setCovered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);

  const close = () => {
    setFile(null);
    setCovered(false);
    setProblem(null);
    setRowErrors([]);
    onClose();
  };

  const template = async () => {
    try {
      const got = await downloadFile(restUrl(templatePath), `${templateName}.xlsx`);
      saveBlob(got.blob, got.fileName);
    } catch (error) {
      notify('error', { text: (error instanceof Error && error.message) || t('errors.network') });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRowErrors([]);
    if (!file) {
      setProblem(t('common.transfer.noFile'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const result = await uploadImport(path, file, covered);
      notify('success', {
        id: 'common.transfer.importDone',
        values: { created: result.created, updated: result.updated },
      });
      onImported?.(result);
      close();
    } catch (error) {
      const rows = importRowErrors(error);
      setRowErrors(rows);
      setProblem(
        rows.length
          ? t('common.transfer.rowsFailed', { count: rows.length })
          : (error instanceof Error && error.message) || t('errors.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={<FormattedMessage id="common.transfer.importTitle" />}
      size="lg"
      divider
      lazy
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('common.transfer.importTitle')}>
        <Dialog.Body py="6">
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage id="common.transfer.fileHint" />
              </Text>
              <Button size="xs" variant="ghost" type="button" onClick={() => void template()}>
                <FileDown />
                <FormattedMessage id="common.transfer.template" />
              </Button>
            </HStack>
            <Field.Root>
              <Field.Label>
                <FormattedMessage id="common.transfer.chooseFile" />
              </Field.Label>
              <Input
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                p="1.5"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                  setRowErrors([]);
                }}
              />
            </Field.Root>
            <Checkbox.Root size="sm" checked={covered} onCheckedChange={(d) => setCovered(d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id="common.transfer.covered" />
              </Checkbox.Label>
            </Checkbox.Root>
            {problem && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{problem}</Alert.Title>
              </Alert.Root>
            )}
            {rowErrors.length > 0 && (
              <Table.ScrollArea maxH="60" borderWidth="1px" rounded="md">
                <Table.Root size="sm" stickyHeader aria-label={t('common.transfer.errorTable')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="24">
                        <FormattedMessage id="common.transfer.row" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage id="common.transfer.message" />
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rowErrors.map((e, i) => (
                      <Table.Row key={`${e.row}-${i}`}>
                        <Table.Cell>
                          <FormattedMessage id="common.transfer.rowNumber" values={{ row: e.row }} />
                        </Table.Cell>
                        <Table.Cell>{e.message}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" type="button" onClick={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <Upload />
            <FormattedMessage id="common.transfer.import" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

export interface ImportButtonProps extends Omit<ImportDialogProps, 'open' | 'onClose'> {
  /** Permission code of the button (`region_import` ...). */
  code: string;
}

/** 导入 with its dialog, shown to holders of `code`. */
export function ImportButton({ code, ...dialog }: ImportButtonProps) {
  const granted = useSession()?.permissions ?? [];
  const [open, setOpen] = useState(false);
  if (!hasAnyPermission(granted, [code])) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Upload />
        <FormattedMessage id="common.transfer.import" />
      </Button>
      <ImportDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
