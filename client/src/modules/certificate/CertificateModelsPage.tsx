import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Checkbox,
  Dialog,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  FormFooter,
  OptionSelect,
  pagedListProps,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FormField, required, type Rules, UploadField, type UploadFile, useForm } from '../../engine/form';
import {
  type CertificateLayoutFieldsFragment,
  CertificateModelDocument,
  type CertificateModelFieldsFragment,
  CertificateModelPageDocument,
  RemoveCertificateModelsDocument,
  SubmitCertificateModelDocument,
} from '../../generated/graphql';
import { DEFAULT_LAYOUT } from '@zhuxie/domain/certificate/certificate-layout';
import { CertificatePreview, PAGE, sampleTexts } from './CertificatePreview';
import { TEMPLATE_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { title: '', status: '' };

/** Every field a model may show, with the position a newly shown field starts at (the server's default layout). */
export const FIELD_DEFAULTS: readonly CertificateLayoutFieldsFragment[] = DEFAULT_LAYOUT;

/** 证书模板 (staff): certificate models with their fields, layout and background; a live preview while editing. */
export function CertificateModelsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(CertificateModelPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.certificateModels,
  });
  const [remove] = useMutation(RemoveCertificateModelsDocument, {
    update: (cache) => evictList(cache, 'certificateModels'),
  });

  const searchFields: SearchField[] = [
    { name: 'title', label: t('certificate.model.title') },
    {
      name: 'status',
      label: t('certificate.model.status'),
      options: statusValues(TEMPLATE_STATUS).map((value) => ({
        value,
        label: t(`certificate.model.statusName.${value}`),
      })),
    },
  ];
  const columns = useMemo<Array<Column<CertificateModelFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('certificate.model.title'), value: (r) => r.title, truncate: true, width: '48' },
      { key: 'heading', header: t('certificate.model.heading'), value: (r) => r.heading, width: '32' },
      { key: 'issuer', header: t('certificate.model.issuer'), value: (r) => r.issuer, truncate: true, width: '40' },
      { key: 'prefix', header: t('certificate.model.numberPrefix'), value: (r) => r.numberPrefix, width: '24' },
      {
        key: 'years',
        header: t('certificate.model.validityYears'),
        value: (r) => String(r.validityYears),
        width: '20',
        align: 'center',
      },
      {
        key: 'status',
        header: t('certificate.model.status'),
        value: (r) => t(`certificate.model.statusName.${r.status}`),
        width: '20',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : 'gray'}>
            {t(`certificate.model.statusName.${r.status}`)}
          </Badge>
        ),
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('certificate.model.caption')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        create={{ code: 'member_certificate_model_add', onClick: () => setDialog({ mode: 'create' }) }}
        edit={{ code: 'member_certificate_model_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        remove={{ code: 'member_certificate_model_delete', run: (ids) => remove({ variables: { input: { ids } } }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
      />
      <RecordDialog
        state={dialog}
        onClose={() => setDialog(null)}
        size="xl"
        titles={{
          create: <FormattedMessage id="certificate.model.createTitle" />,
          edit: <FormattedMessage id="certificate.model.editTitle" />,
          view: <FormattedMessage id="certificate.model.viewTitle" />,
        }}
      >
        {(open) =>
          open.mode === 'create' ? (
            <ModelForm mode="create" onDone={() => setDialog(null)} />
          ) : (
            <RecordLoader
              document={CertificateModelDocument}
              id={open.id}
              select={(data) => data.certificateModel}
              onClose={() => setDialog(null)}
            >
              {(model) => <ModelForm mode={open.mode} model={model} onDone={() => setDialog(null)} />}
            </RecordLoader>
          )
        }
      </RecordDialog>
    </>
  );
}

interface ModelValues extends Record<string, string> {
  title: string;
  heading: string;
  issuer: string;
  numberPrefix: string;
  validityYears: string;
  status: string;
  remark: string;
}

type LayoutRow = CertificateLayoutFieldsFragment & { shown: boolean };

function initialLayout(model?: CertificateModelFieldsFragment): LayoutRow[] {
  return FIELD_DEFAULTS.map((d) => {
    const own = model?.layout.find((l) => l.field === d.field);
    return own ? { ...own, shown: true } : { ...d, shown: !model };
  });
}

function ModelForm({
  mode,
  model,
  onDone,
}: {
  mode: 'create' | 'edit' | 'view';
  model?: CertificateModelFieldsFragment;
  onDone(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<ModelValues>>(
    () => ({
      title: [required(t('certificate.model.titleRequired'))],
      heading: [required(t('certificate.model.headingRequired'))],
      issuer: [required(t('certificate.model.issuerRequired'))],
      numberPrefix: [
        (v) => (/^[A-Za-z0-9]{1,16}$/.test(String(v ?? '')) ? undefined : t('certificate.model.prefixInvalid')),
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl],
  );
  const form = useForm<ModelValues>({
    initialValues: {
      title: model?.title ?? '',
      heading: model?.heading ?? intl.formatMessage({ id: 'certificate.model.defaultHeading' }),
      issuer: model?.issuer ?? '',
      numberPrefix: model?.numberPrefix ?? 'LNJX',
      validityYears: String(model?.validityYears ?? 1),
      status: String(model?.status ?? 0),
      remark: model?.remark ?? '',
    },
    rules,
  });
  const [layout, setLayout] = useState<LayoutRow[]>(() => initialLayout(model));
  const [background, setBackground] = useState<UploadFile[]>(
    model?.backgroundUrl
      ? [{ name: t('certificate.model.background'), url: model.backgroundUrl, uid: 'bg', size: 0 }]
      : [],
  );
  const [submitModel, { loading }] = useMutation(SubmitCertificateModelDocument, {
    update: (cache) => evictList(cache, 'certificateModels'),
  });
  const setRow = (field: string, patch: Partial<LayoutRow>) =>
    setLayout((rows) => rows.map((r) => (r.field === field ? { ...r, ...patch } : r)));
  const v = form.values;
  const texts = sampleTexts(intl, v.heading, v.issuer, v.numberPrefix);
  const shown = layout.filter((r) => r.shown);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const input = {
      ...(model ? { id: model.id, version: model.version } : {}),
      title: v.title.trim(),
      heading: v.heading.trim(),
      issuer: v.issuer.trim(),
      numberPrefix: v.numberPrefix.trim(),
      validityYears: Number(v.validityYears),
      status: Number(v.status),
      remark: v.remark.trim() || null,
      backgroundUrl: background[0]?.url ?? null,
      layout: shown.map(({ field, x, y, size, align }) => ({
        field,
        x: Number(x),
        y: Number(y),
        size: Number(size),
        align,
      })),
    };
    if (await saveForm(form, () => submitModel({ variables: { input } }), { updating: Boolean(model) })) onDone();
  };
  const num = (value: number, field: string, key: 'x' | 'y' | 'size', max: number) => (
    <Input
      size="xs"
      type="number"
      min={key === 'size' ? 6 : 0}
      max={max}
      value={String(value)}
      disabled={readOnly}
      aria-label={`${t(`certificate.layout.field.${field}`)} ${t(`certificate.layout.${key}`)}`}
      onChange={(e) => setRow(field, { [key]: Number(e.currentTarget.value) } as Partial<LayoutRow>)}
      width="20"
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`certificate.model.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('certificate.model.title')} required error={form.errors.title} readOnly={readOnly}>
              <Input {...form.field('title')} maxLength={100} />
            </FormField>
            <FormField label={t('certificate.model.heading')} required error={form.errors.heading} readOnly={readOnly}>
              <Input {...form.field('heading')} maxLength={100} />
            </FormField>
            <FormField label={t('certificate.model.issuer')} required error={form.errors.issuer} readOnly={readOnly}>
              <Input {...form.field('issuer')} maxLength={100} />
            </FormField>
            <FormField
              label={t('certificate.model.numberPrefix')}
              required
              error={form.errors.numberPrefix}
              readOnly={readOnly}
              helperText={t('certificate.model.prefixHelp')}
            >
              <Input {...form.field('numberPrefix')} maxLength={16} />
            </FormField>
            <FormField label={t('certificate.model.validityYears')} readOnly={readOnly}>
              <OptionSelect
                value={v.validityYears}
                onChange={(x) => form.setValue('validityYears', x)}
                disabled={readOnly}
                options={Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
              />
            </FormField>
            <FormField label={t('certificate.model.status')} readOnly={readOnly}>
              <OptionSelect
                value={v.status}
                onChange={(x) => form.setValue('status', x)}
                disabled={readOnly}
                options={statusValues(TEMPLATE_STATUS).map((value) => ({
                  value,
                  label: t(`certificate.model.statusName.${value}`),
                }))}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('certificate.model.background')}
            readOnly={readOnly}
            helperText={t('certificate.model.backgroundHelp')}
          >
            <UploadField
              value={background}
              onChange={(files) => setBackground(files.slice(-1))}
              max={1}
              accept=".jpg,.jpeg,.png,.webp"
              disabled={readOnly}
              label={t('certificate.model.background')}
            />
          </FormField>
          <Box>
            <Heading size="sm" mb="2">
              <FormattedMessage id="certificate.layout.title" />
            </Heading>
            <Text fontSize="xs" color="fg.muted" mb="2">
              <FormattedMessage id="certificate.layout.help" />
            </Text>
            <Table.Root size="sm" variant="outline" aria-label={t('certificate.layout.title')}>
              <Table.Header>
                <Table.Row>
                  {['field', 'x', 'y', 'size', 'align'].map((k) => (
                    <Table.ColumnHeader key={k}>{t(`certificate.layout.${k}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {layout.map((r) => (
                  <Table.Row key={r.field}>
                    <Table.Cell>
                      <Checkbox.Root
                        checked={r.shown}
                        disabled={readOnly}
                        onCheckedChange={(d) => setRow(r.field, { shown: d.checked === true })}
                        size="sm"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t(`certificate.layout.field.${r.field}`)}</Checkbox.Label>
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell>{num(r.x, r.field, 'x', PAGE.width)}</Table.Cell>
                    <Table.Cell>{num(r.y, r.field, 'y', PAGE.height)}</Table.Cell>
                    <Table.Cell>{num(r.size, r.field, 'size', 200)}</Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="xs" width="24" disabled={readOnly || r.field === 'qr'}>
                        <NativeSelect.Field
                          value={r.align}
                          onChange={(e) => setRow(r.field, { align: e.currentTarget.value })}
                          aria-label={`${t(`certificate.layout.field.${r.field}`)} ${t('certificate.layout.align')}`}
                        >
                          {['left', 'center', 'right'].map((a) => (
                            <option key={a} value={a}>
                              {t(`certificate.layout.alignName.${a}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Box>
            <Heading size="sm" mb="2">
              <FormattedMessage id="certificate.model.preview" />
            </Heading>
            <Box overflowX="auto">
              <CertificatePreview
                label={t('certificate.model.preview')}
                width={640}
                backgroundUrl={background[0]?.url}
                items={shown.map((r) => ({ ...r, text: texts[r.field] }))}
              />
            </Box>
          </Box>
          <FormField label={t('certificate.model.remark')} readOnly={readOnly}>
            <Textarea {...form.field('remark')} maxLength={255} rows={2} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={loading} onClose={onDone} />
    </form>
  );
}
