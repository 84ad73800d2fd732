import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  OptionSelect,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { FormField, required, type Rule, type Rules, useForm } from '../../../engine/form';
import {
  type ReportFileFieldsFragment,
  ReportFileDocument,
  SubmitReportFileDocument,
} from '../../../generated/graphql';

/** The built-in report kinds (the server's list): fixed queries over the user's tenant. */
export const REPORT_KINDS = ['users_per_dept', 'logins_per_day'] as const;

interface ReportFormValues extends Record<string, string> {
  name: string;
  kind: string;
  content: string;
  remark: string;
}

/** Parameters must be a JSON object (or nothing, for the defaults). */
export function jsonObject(message: string): Rule<string> {
  return (value) => {
    if (!value.trim()) return undefined;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? undefined : message;
    } catch {
      return message;
    }
  };
}

export interface ReportFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one report definition. */
export function ReportFormDialog({ state, onClose, onSaved }: ReportFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="report.list.form.createTitle" />,
        edit: <FormattedMessage id="report.list.form.editTitle" />,
        view: <FormattedMessage id="report.list.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <ReportForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={ReportFileDocument} id={open.id} select={(data) => data.reportFile} onClose={onClose}>
            {(report) => <ReportForm mode={open.mode} report={report} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function ReportForm({
  mode,
  report,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  report?: ReportFileFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<ReportFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      name: [required(m('report.list.form.nameRequired'))],
      kind: [required(m('report.list.form.kindRequired'))],
      content: [jsonObject(m('report.list.form.contentInvalid'))],
    };
  }, [intl]);
  const form = useForm<ReportFormValues>({
    initialValues: report
      ? { name: report.name, kind: report.kind, content: report.content ?? '', remark: report.remark ?? '' }
      : { name: '', kind: 'users_per_dept', content: '', remark: '' },
    rules,
  });
  const [submitReport, { loading: saving }] = useMutation(SubmitReportFileDocument, {
    update: (cache) => evictList(cache, 'reportFiles'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(report ? { id: report.id, version: report.version } : {}),
      name: v.name.trim(),
      kind: v.kind,
      content: optionalText(v.content),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitReport({ variables: { input } }), { updating: Boolean(report) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`report.list.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('report.list.name')} error={form.errors.name} required readOnly={readOnly}>
              <Input
                {...form.field('name')}
                variant={variant}
                placeholder={placeholder(t('report.list.name'))}
                autoComplete="off"
                maxLength={100}
              />
            </FormField>
            <FormField label={t('report.list.kind')} error={form.errors.kind} required readOnly={readOnly}>
              <OptionSelect
                name="kind"
                options={REPORT_KINDS.map((value) => ({ value, label: t(`report.kind.${value}`) }))}
                value={form.values.kind}
                onChange={(value) => form.setValue('kind', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('report.list.content')}
            error={form.errors.content}
            readOnly={readOnly}
            helperText={readOnly ? undefined : t(`report.kind.${form.values.kind}.hint`)}
          >
            <Textarea
              {...form.field('content')}
              variant={variant}
              fontFamily="mono"
              rows={3}
              placeholder={readOnly ? undefined : '{}'}
            />
          </FormField>
          <FormField label={t('report.list.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('report.list.remark'))}
              rows={2}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
