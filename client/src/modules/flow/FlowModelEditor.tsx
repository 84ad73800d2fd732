import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { DialogFrame, FormFooter, OptionSelect } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import {
  FlowBusinessTypesDocument,
  type FlowModelFieldsFragment,
  FlowModelVersionsDocument,
  SaveFlowModelDocument,
} from '../../generated/graphql';
import { businessTypeLabel } from './labels';
import { StepsEditor } from './StepsEditor';
import { newStep, type StepDraft, stepDraftOf, stepInputOf } from './steps';

/** 新增 (a business type and its first steps) or 编辑 (a new version of a model). */
export type FlowModelEditorState = { mode: 'create' } | { mode: 'edit'; model: FlowModelFieldsFragment };

export interface FlowModelEditorProps {
  state: FlowModelEditorState | null;
  onClose(): void;
  onSaved(model: FlowModelFieldsFragment): void;
}

/** The flow model editor in a dialog: business type, name, remark and the ordered steps; saving writes a new version. */
export function FlowModelEditor({ state, onClose, onSaved }: FlowModelEditorProps) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={state !== null}
      onClose={onClose}
      size="xl"
      divider
      lazy
      closeOnInteractOutside={false}
      title={
        state && intl.formatMessage({ id: state.mode === 'create' ? 'flow.model.createTitle' : 'flow.model.editTitle' })
      }
    >
      {state && (
        <FlowModelForm
          key={state.mode === 'edit' ? state.model.id : 'create'}
          model={state.mode === 'edit' ? state.model : undefined}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </DialogFrame>
  );
}

type Errors = Record<string, string>;

export function FlowModelForm({
  model,
  onClose,
  onSaved,
}: {
  model?: FlowModelFieldsFragment;
  onClose(): void;
  onSaved(model: FlowModelFieldsFragment): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [modelKey, setModelKey] = useState(model?.modelKey ?? '');
  const [name, setName] = useState(model?.name ?? '');
  const [remark, setRemark] = useState(model?.remark ?? '');
  const [steps, setSteps] = useState<StepDraft[]>(() => (model ? model.steps.map(stepDraftOf) : [newStep()]));
  const [errors, setErrors] = useState<Errors>({});

  const types = useQuery(FlowBusinessTypesDocument, model ? skipToken : {});
  const versions = useQuery(
    FlowModelVersionsDocument,
    modelKey ? { variables: { modelKey }, fetchPolicy: 'network-only' } : skipToken,
  );
  const latest = Math.max(
    model?.modelVersion ?? 0,
    ...(versions.data?.flowModelVersions.map((v) => v.modelVersion) ?? []),
  );
  const [save, { loading: saving }] = useMutation(SaveFlowModelDocument, {
    update: (cache) => {
      evictList(cache, 'flowModels');
      evictList(cache, 'flowModelVersions');
    },
  });

  const validate = (): Errors => {
    const found: Errors = {};
    if (!modelKey) found.modelKey = t('flow.model.modelKeyRequired');
    if (!name.trim()) found.name = t('flow.model.nameRequired');
    if (steps.length === 0) found.steps = t('flow.model.stepsRequired');
    steps.forEach((s, i) => {
      if (!s.title.trim()) found[`steps.${i}.title`] = t('flow.model.stepTitleRequired');
      if (s.approvers.length === 0) found[`steps.${i}.approvers`] = t('flow.model.approversRequired');
    });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { modelKey, name: name.trim(), remark: remark.trim() || null, steps: steps.map(stepInputOf) };
    try {
      const { data } = await save({ variables: { input } });
      const saved = data?.saveFlowModel;
      if (!saved) return;
      notify('success', { text: t('flow.model.saved', { version: saved.modelVersion }) });
      onSaved(saved);
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return;
      const known = Object.entries(problem.fields).filter(
        ([field]) => ['modelKey', 'name', 'remark'].includes(field) || field === 'steps' || field.startsWith('steps.'),
      );
      if (known.length > 0) setErrors(Object.fromEntries(known));
      else notify('error', { text: problem.message });
    }
  };

  const typeOptions = (types.data?.flowBusinessTypes ?? []).map((key) => ({
    value: key,
    label: `${businessTypeLabel(intl, key)}（${key}）`,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label={t(model ? 'flow.model.editTitle' : 'flow.model.createTitle')}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField
              label={t('flow.model.businessType')}
              error={errors.modelKey}
              required
              helperText={model ? t('flow.model.businessTypeFixed') : undefined}
            >
              {model ? (
                // Fixed when editing: a new version belongs to the same business type.
                <Input
                  name="modelKey"
                  value={`${businessTypeLabel(intl, model.modelKey)}（${model.modelKey}）`}
                  readOnly
                  variant="subtle"
                />
              ) : (
                <OptionSelect
                  name="modelKey"
                  options={typeOptions}
                  emptyLabel={t('flow.model.selectBusinessType')}
                  value={modelKey}
                  onChange={setModelKey}
                />
              )}
            </FormField>
            <FormField label={t('flow.model.name')} error={errors.name} required>
              <Input
                name="name"
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.currentTarget.value)}
                placeholder={t('common.inputPlaceholder', { label: t('flow.model.name') })}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('flow.model.remark')} error={errors.remark}>
            <Textarea
              name="remark"
              value={remark}
              rows={2}
              maxLength={255}
              onChange={(e) => setRemark(e.currentTarget.value)}
            />
          </FormField>
          <StepsEditor steps={steps} onChange={setSteps} errors={errors} />
          {modelKey && (
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{t('flow.model.versionNote', { version: latest + 1 })}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <FormFooter saving={saving} onClose={onClose} />
    </form>
  );
}
