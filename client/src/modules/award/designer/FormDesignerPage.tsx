import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { applicationDefinition } from '@zhuxie/domain/award/application-form';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import type { FormDefinition, FormField as FieldDefinition } from '@zhuxie/domain/forms/definition';
import { ArrowDown, ArrowUp, Copy, Eye, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../../engine/apollo/errors';
import { useCan } from '../../../engine/auth';
import { OptionSelect, RecordPageFallback, useConfirm } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { FormField } from '../../../engine/form';
import {
  AwardFormDefinitionDocument,
  AwardProgrammePageDocument,
  CopyAwardFormDefinitionDocument,
  SaveAwardFormDefinitionDocument,
} from '../../../generated/graphql';
import { FormPreview } from './FormPreview';
import {
  ADDABLE_TYPES,
  type AddableType,
  addField,
  addTab,
  BOUNDED_TYPES,
  type FieldPlace,
  keysOf,
  moveField,
  conditionValues,
  removeField,
  removeTab,
  setCondition,
  renameTab,
  requiredMessage,
  setBound,
  setRequired,
  updateField,
} from './edit';

/**
 * 表单设计 of a programme (奖项设置 → 表单设计, `?id=<programme>`): the application form's tabs, sections and
 * fields, where staff holding awards_setting_form change labels (zh, en), help, the required rule with its
 * message, bounds with their messages and the order of fields. Saving a version that an application was
 * submitted with makes the next version; the server checks the definition and answers its first problem.
 */
export function FormDesignerPage() {
  const [params] = useSearchParams();
  const programmeId = params.get('id') ?? '';
  const { data, loading, error } = useQuery(AwardFormDefinitionDocument, {
    variables: { programmeId },
    skip: !programmeId,
    fetchPolicy: 'network-only',
  });
  const form = data?.awardFormDefinition;
  if (!form) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <Designer
      // A saved or copied form replaces what is being edited (the editor starts again from the stored one).
      key={`${form.version}-${form.frozen}-${JSON.stringify(form.definition)}`}
      programmeId={programmeId}
      version={form.version}
      frozen={form.frozen}
      stored={form.stored}
      initial={form.definition as unknown as FormDefinition}
    />
  );
}

interface DesignerProps {
  programmeId: string;
  version: number;
  frozen: boolean;
  stored: boolean;
  initial: FormDefinition;
}

function Designer({ programmeId, version, frozen, stored, initial }: DesignerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mayDesign = useCan('awards_setting_form');
  const [definition, setDefinition] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const [save, { loading }] = useMutation(SaveAwardFormDefinitionDocument, {
    refetchQueries: [AwardFormDefinitionDocument],
  });
  const onSave = async () => {
    setProblem(undefined);
    try {
      const saved = (await save({ variables: { programmeId, definition: { ...definition }, basedOn: version } })).data!
        .saveAwardFormDefinition;
      notify('success', { text: t('award.designer.saved', { version: saved.version }) });
    } catch (e) {
      const p = readApiProblem(e);
      setProblem(p?.message);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    }
  };
  const change = (place: FieldPlace, edit: (field: FieldDefinition) => void) =>
    setDefinition((d) => updateField(d, place, edit));
  // The fields of the award type's built-in form stay (the server refuses a removal); added ones may go.
  const { builtIn, builtTabs } = useMemo(() => {
    const type = awardTypeOf(initial.key);
    const built = type && applicationDefinition(type);
    return {
      builtIn: built ? keysOf(built) : new Set<string>(),
      builtTabs: new Set(built ? built.tabs.map((t) => t.key) : []),
    };
  }, [initial.key]);
  const [preview, setPreview] = useState(false);

  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Box>
              <Heading size="md" as="h2">
                {definition.title.zh}
              </Heading>
              <HStack gap="2" mt="1" wrap="wrap">
                <Badge variant="subtle">{t('award.designer.version', { version })}</Badge>
                <Badge variant="subtle" colorPalette={frozen ? 'orange' : stored ? 'green' : 'gray'}>
                  {t(frozen ? 'award.designer.frozen' : stored ? 'award.designer.draft' : 'award.designer.builtIn')}
                </Badge>
              </HStack>
            </Box>
            <HStack gap="2">
              <Button variant="outline" onClick={() => setPreview((p) => !p)} aria-pressed={preview}>
                <Eye />
                <FormattedMessage id={preview ? 'award.designer.closePreview' : 'award.designer.preview'} />
              </Button>
              {mayDesign && (
                <Button onClick={() => void onSave()} loading={loading}>
                  <FormattedMessage id="common.save" />
                </Button>
              )}
            </HStack>
          </HStack>
          {mayDesign && (
            <CopyFrom programmeId={programmeId} awardType={definition.key} version={version} onProblem={setProblem} />
          )}
          <Text color="fg.muted" fontSize="sm" mt="3">
            {t(frozen ? 'award.designer.frozenHint' : 'award.designer.hint', { next: version + 1 })}
          </Text>
          {problem && (
            <Alert.Root status="error" mt="3">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>
      {preview && <FormPreview definition={definition} />}
      {definition.tabs.map((tab, ti) => (
        <Card.Root variant="outline" key={tab.key}>
          <Card.Header>
            {mayDesign && !builtTabs.has(tab.key) && (
              <HStack justify="flex-end" mb="2">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDefinition((d) => removeTab(d, ti))}
                >
                  <Trash2 />
                  {t('award.designer.removeTab', { name: tab.label.zh })}
                </Button>
              </HStack>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label={t('award.designer.tabLabel', { key: tab.key })}>
                <Input
                  value={tab.label.zh}
                  disabled={!mayDesign}
                  onChange={(e) => setDefinition((d) => renameTab(d, ti, { ...tab.label, zh: e.target.value }))}
                />
              </FormField>
              <FormField label={t('award.designer.labelEn')}>
                <Input
                  value={tab.label.en ?? ''}
                  disabled={!mayDesign}
                  onChange={(e) => setDefinition((d) => renameTab(d, ti, { ...tab.label, en: e.target.value }))}
                />
              </FormField>
            </SimpleGrid>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {tab.sections.flatMap((section, si) =>
                section.fields.map((field, fi) => {
                  const editor = (place: FieldPlace, f: FieldDefinition, count: number) => (
                    <FieldEditor
                      key={f.key}
                      field={f}
                      others={(place.sub === undefined ? section.fields : field.type === 'group' ? field.fields : [])
                        .filter((o) => o.key !== f.key && o.type !== 'group' && o.type !== 'upload')
                        .map((o) => ({ value: o.key, label: `${o.label.zh}（${o.key}）` }))}
                      first={(place.sub ?? place.index) === 0}
                      last={(place.sub ?? place.index) === count - 1}
                      disabled={!mayDesign}
                      onChange={(edit) => change(place, edit)}
                      onMove={(delta) => setDefinition((d) => moveField(d, place, delta))}
                      onRemove={builtIn.has(f.key) ? undefined : () => setDefinition((d) => removeField(d, place))}
                    />
                  );
                  const place = { tab: ti, section: si, index: fi };
                  if (field.type !== 'group') return editor(place, field, section.fields.length);
                  // A repeatable group (participant units): its own rules, then its sub-fields, indented.
                  return (
                    <Stack key={field.key} gap="2">
                      {editor(place, field, section.fields.length)}
                      <Stack gap="2" ps={{ base: '3', md: '8' }} borderStartWidth="2px" borderColor="border.muted">
                        {field.fields.map((sub, i) => editor({ ...place, sub: i }, sub, field.fields.length))}
                      </Stack>
                    </Stack>
                  );
                }),
              )}
              {mayDesign &&
                tab.sections.map((section, si) => (
                  <AddField
                    key={section.key}
                    tabLabel={tab.label.zh}
                    onAdd={(type) =>
                      setDefinition((d) => addField(d, ti, si, type, t('award.designer.newField')).definition)
                    }
                  />
                ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {mayDesign && (
        <HStack>
          <Button variant="outline" onClick={() => setDefinition((d) => addTab(d, t('award.designer.newTab')))}>
            <Plus />
            <FormattedMessage id="award.designer.addTab" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** 从其他年度复制: replace this programme's form by the current form of another programme of the same award type. */
function CopyFrom({
  programmeId,
  awardType,
  version,
  onProblem,
}: {
  programmeId: string;
  awardType: string;
  version: number;
  onProblem(message: string | undefined): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const [from, setFrom] = useState('');
  const { data } = useQuery(AwardProgrammePageDocument, {
    variables: { filter: { awardType }, page: { current: 1, size: 100 } },
  });
  const [copy, { loading }] = useMutation(CopyAwardFormDefinitionDocument, {
    refetchQueries: [AwardFormDefinitionDocument],
  });
  const options = (data?.awardProgrammes.records ?? [])
    .filter((p) => p.id !== programmeId)
    .map((p) => ({ value: p.id, label: p.name }));
  const run = async () => {
    const source = options.find((o) => o.value === from);
    if (
      !source ||
      !(await confirm({ message: t('award.designer.copyConfirm', { name: source.label }), danger: false }))
    )
      return;
    onProblem(undefined);
    try {
      const copied = (await copy({ variables: { programmeId, fromProgrammeId: from, basedOn: version } })).data!
        .copyAwardFormDefinition;
      notify('success', { text: t('award.designer.saved', { version: copied.version }) });
    } catch (e) {
      const p = readApiProblem(e);
      onProblem(p?.message);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    }
  };
  if (!options.length) return null;
  return (
    <HStack gap="2" mt="3" wrap="wrap">
      <Box flex="1" minW="48" maxW="md">
        <OptionSelect
          options={options}
          value={from}
          onChange={setFrom}
          emptyLabel={t('award.designer.copyFrom')}
          aria-label={t('award.designer.copyFrom')}
          size="sm"
        />
      </Box>
      <Button size="sm" variant="outline" disabled={!from} loading={loading} onClick={() => void run()}>
        <Copy />
        <FormattedMessage id="award.designer.copy" />
      </Button>
    </HStack>
  );
}

function FieldEditor({
  field,
  first,
  last,
  disabled,
  onChange,
  onMove,
  onRemove,
  others,
}: {
  field: FieldDefinition;
  /** The fields of the same list a display condition may refer to. */
  others: { value: string; label: string }[];
  first: boolean;
  last: boolean;
  disabled: boolean;
  onChange(edit: (field: FieldDefinition) => void): void;
  onMove(delta: -1 | 1): void;
  /** Only for a field the built-in form does not have. */
  onRemove?(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = field.label.zh;
  const required = Boolean(field.rules?.required);
  const bounded = BOUNDED_TYPES.has(field.type);
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={t('award.designer.field', { name, key: field.key })}
    >
      <HStack justify="space-between" mb="2" gap="2">
        <HStack gap="2" minW="0" wrap="wrap">
          <Text fontWeight="medium">{name}</Text>
          <Badge variant="outline" fontFamily="mono">
            {field.key}
          </Badge>
          <Badge variant="subtle">{t(`award.designer.type.${field.type}`)}</Badge>
        </HStack>
        {!disabled && (
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              disabled={first}
              aria-label={t('award.designer.up', { name })}
              onClick={() => onMove(-1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              disabled={last}
              aria-label={t('award.designer.down', { name })}
              onClick={() => onMove(1)}
            >
              <ArrowDown />
            </IconButton>
            {onRemove && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('award.designer.remove', { name })}
                onClick={onRemove}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        <FormField label={t('award.designer.labelZh')}>
          <Input
            value={field.label.zh}
            disabled={disabled}
            onChange={(e) => onChange((f) => void (f.label = { ...f.label, zh: e.target.value }))}
          />
        </FormField>
        <FormField label={t('award.designer.labelEn')}>
          <Input
            value={field.label.en ?? ''}
            disabled={disabled}
            onChange={(e) => onChange((f) => void (f.label = { ...f.label, en: e.target.value }))}
          />
        </FormField>
        <FormField label={t('award.designer.help')}>
          <Input
            value={field.help?.zh ?? ''}
            disabled={disabled}
            onChange={(e) =>
              onChange((f) => {
                const zh = e.target.value;
                if (zh) f.help = { ...f.help, zh };
                else delete f.help;
              })
            }
          />
        </FormField>
        <FormField label={t('award.designer.helpEn')}>
          <Input
            value={field.help?.en ?? ''}
            disabled={disabled || !field.help?.zh}
            onChange={(e) =>
              onChange((f) => {
                if (!f.help) return;
                const en = e.target.value;
                if (en) f.help = { ...f.help, en };
                else delete f.help.en;
              })
            }
          />
        </FormField>
        <FormField label={t('award.designer.requiredMessage')}>
          <HStack gap="2">
            <Checkbox.Root
              flexShrink={0}
              checked={required}
              disabled={disabled}
              onCheckedChange={(e) =>
                onChange((f) => void (f.rules = setRequired(f.rules, e.checked === true, requiredMessage(f.rules))))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label whiteSpace="nowrap">
                <FormattedMessage id="award.designer.requiredShort" />
              </Checkbox.Label>
            </Checkbox.Root>
            <Input
              value={requiredMessage(field.rules)}
              disabled={disabled || !required}
              aria-label={t('award.designer.requiredMessageOf', { name })}
              onChange={(e) => onChange((f) => void (f.rules = setRequired(f.rules, true, e.target.value)))}
            />
          </HStack>
        </FormField>
        <FormField label={t('award.designer.condition')}>
          <HStack gap="2">
            <OptionSelect
              options={others}
              value={field.visibleWhen?.field ?? ''}
              onChange={(v) => onChange((f) => setCondition(f, v, conditionValues(f)))}
              emptyLabel={t('award.designer.always')}
              aria-label={t('award.designer.conditionOf', { name })}
              disabled={disabled}
            />
            <Input
              value={conditionValues(field)}
              disabled={disabled || !field.visibleWhen}
              placeholder={t('award.designer.conditionValues')}
              aria-label={t('award.designer.conditionValuesOf', { name })}
              onChange={(e) => onChange((f) => setCondition(f, f.visibleWhen?.field ?? '', e.target.value))}
            />
          </HStack>
        </FormField>
        {field.type === 'choice' && (
          <FormField label={t('award.designer.dict')}>
            <Input
              value={field.dict}
              disabled={disabled}
              aria-label={t('award.designer.dictOf', { name })}
              onChange={(e) => onChange((f) => void (f.type === 'choice' && (f.dict = e.target.value.trim())))}
            />
          </FormField>
        )}
        {field.type === 'upload' && (
          <FormField label={t('award.designer.accept')}>
            <Input
              value={field.accept}
              disabled={disabled}
              aria-label={t('award.designer.acceptOf', { name })}
              onChange={(e) => onChange((f) => void (f.type === 'upload' && (f.accept = e.target.value)))}
            />
          </FormField>
        )}
        {bounded &&
          (['min', 'max'] as const).map((bound) => (
            <FormField key={bound} label={t(`award.designer.${bound}`)}>
              <HStack gap="2">
                <Input
                  type="number"
                  maxW="24"
                  value={field.rules?.[bound]?.value ?? ''}
                  disabled={disabled}
                  aria-label={t(`award.designer.${bound}Of`, { name })}
                  onChange={(e) =>
                    onChange(
                      (f) => void (f.rules = setBound(f.rules, bound, e.target.value, f.rules?.[bound]?.message)),
                    )
                  }
                />
                <Input
                  value={field.rules?.[bound]?.message ?? ''}
                  disabled={disabled || field.rules?.[bound] == null}
                  placeholder={t('award.designer.boundMessage')}
                  aria-label={t(`award.designer.${bound}MessageOf`, { name })}
                  onChange={(e) =>
                    onChange(
                      (f) =>
                        void (f.rules = setBound(
                          f.rules,
                          bound,
                          String(f.rules?.[bound]?.value ?? ''),
                          e.target.value,
                        )),
                    )
                  }
                />
              </HStack>
            </FormField>
          ))}
      </SimpleGrid>
    </Box>
  );
}

/** 添加字段: a type, then a new field at the end of the section that staff name and give rules. */
function AddField({ tabLabel, onAdd }: { tabLabel: string; onAdd(type: AddableType): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [type, setType] = useState<AddableType>('text');
  return (
    <HStack gap="2" wrap="wrap">
      <Box minW="40">
        <OptionSelect
          options={ADDABLE_TYPES.map((value) => ({ value, label: t(`award.designer.type.${value}`) }))}
          value={type}
          onChange={(v) => setType(v as AddableType)}
          aria-label={t('award.designer.addTypeOf', { tab: tabLabel })}
          size="sm"
        />
      </Box>
      <Button size="sm" variant="outline" onClick={() => onAdd(type)}>
        <Plus />
        {t('award.designer.addTo', { tab: tabLabel })}
      </Button>
    </HStack>
  );
}
