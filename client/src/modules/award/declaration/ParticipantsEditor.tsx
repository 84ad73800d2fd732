import { Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { OptionSelect } from '../../../engine/crud/OptionSelect';
import { FormField } from '../../../engine/form';
import { fieldError, participantField } from './errors';
import { useDeclarationText } from './labels';
import { PeopleInput } from './PeopleInput';
import { ReadOnlyItem } from './ReadOnlyItem';
import {
  type AwardFormDefinition,
  BUILDING_NUMBER_DEFAULT,
  type FieldError,
  PARTICIPANT_GROUPS,
  type ParticipantGroup,
  type Participants,
  type ParticipantUnitValues,
} from './rules';

export interface CompanyOption {
  id: string;
  companyName: string;
}

export interface ParticipantsEditorProps {
  form: AwardFormDefinition;
  value: Participants;
  /** The new participants, and the error name of the field that changed (`contractor.0.xmjl_people`, `jointContractors`). */
  onChange(value: Participants, field: string): void;
  /** Errors named `<group>.<index>.<role field>` (participantErrors), `<group>.<index>.companyId` ... */
  errors?: readonly FieldError[];
  /** The choices of the company select of every unit. */
  companies: readonly CompanyOption[];
  readOnly?: boolean;
  /** The form variant that limits 限1人 roles to one name of at most 4 characters. */
  singleByLength?: boolean;
}

/** The groups of a form definition, in its order (unknown keys are skipped). */
export function participantGroupsOf(form: AwardFormDefinition): ParticipantGroup[] {
  return form.participantGroups
    .map((key) => PARTICIPANT_GROUPS.find((g) => g.key === key))
    .filter((g): g is ParticipantGroup => g !== undefined);
}

/** The units a group shows: a single group always exactly one (empty until filled in). */
export function unitsOf(group: ParticipantGroup, value: Participants): ParticipantUnitValues[] {
  const units = value[group.key] ?? [];
  return group.multiple ? units : [units[0] ?? {}];
}

/**
 * The participant groups of an award form (SPEC section 3): one section per group of the definition, in order;
 * each unit with its company, building number (楼号, '-' when empty) and the people fields of the group's roles.
 * Joint contractors and participating units list several units that can be added and removed.
 */
export function ParticipantsEditor({
  form,
  value,
  onChange,
  errors,
  companies,
  readOnly,
  singleByLength,
}: ParticipantsEditorProps) {
  return (
    <Stack gap="6">
      {participantGroupsOf(form).map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          value={value}
          onChange={onChange}
          errors={errors}
          companies={companies}
          readOnly={readOnly}
          singleByLength={singleByLength}
        />
      ))}
    </Stack>
  );
}

function GroupSection({
  group,
  value,
  onChange,
  errors,
  companies,
  readOnly,
  singleByLength,
}: Omit<ParticipantsEditorProps, 'form'> & { group: ParticipantGroup }) {
  const text = useDeclarationText();
  const headingId = useId();
  const groupLabel = text.group(group.key, group.label);
  const units = unitsOf(group, value);
  const setUnits = (next: ParticipantUnitValues[], field: string) => onChange({ ...value, [group.key]: next }, field);
  const unitLabel = (index: number) =>
    group.multiple ? text.t('award.decl.unitLabel', { group: groupLabel, index: index + 1 }) : groupLabel;

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h3" size="sm" id={headingId}>
          {groupLabel}
        </Heading>
        {group.multiple && !readOnly && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => setUnits([...units, { buildingNumber: '', people: {} }], group.key)}
          >
            <Plus /> {text.t('award.decl.addUnit', { group: groupLabel })}
          </Button>
        )}
      </HStack>
      {units.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {text.t('award.decl.noUnits', { group: groupLabel })}
        </Text>
      )}
      <Stack gap="4">
        {units.map((unit, index) => (
          <UnitFields
            key={index}
            group={group}
            index={index}
            label={unitLabel(index)}
            unit={unit}
            errors={errors}
            companies={companies}
            readOnly={readOnly}
            singleByLength={singleByLength}
            onChange={(next, field) =>
              setUnits(
                units.map((u, i) => (i === index ? next : u)),
                field,
              )
            }
            onRemove={
              group.multiple && !readOnly
                ? () =>
                    setUnits(
                      units.filter((_, i) => i !== index),
                      group.key,
                    )
                : undefined
            }
          />
        ))}
      </Stack>
    </Box>
  );
}

function UnitFields({
  group,
  index,
  label,
  unit,
  errors,
  companies,
  readOnly,
  singleByLength,
  onChange,
  onRemove,
}: {
  group: ParticipantGroup;
  index: number;
  label: string;
  unit: ParticipantUnitValues;
  errors?: readonly FieldError[];
  companies: readonly CompanyOption[];
  readOnly?: boolean;
  singleByLength?: boolean;
  onChange(unit: ParticipantUnitValues, field: string): void;
  onRemove?: () => void;
}) {
  const text = useDeclarationText();
  const name = (field: string) => participantField(group.key, index, field);
  const companyId = unit.companyId ?? '';
  const companyName = companies.find((c) => c.id === companyId)?.companyName ?? companyId;

  if (readOnly) {
    return (
      <Box
        role="group"
        aria-label={label}
        borderTopWidth={index > 0 ? '1px' : undefined}
        pt={index > 0 ? '3' : undefined}
      >
        {group.multiple && (
          <Text fontWeight="medium" mb="2">
            {label}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
          <ReadOnlyItem label={text.t('award.decl.company')} value={companyName} />
          <ReadOnlyItem
            label={text.t('award.decl.buildingNumber')}
            value={unit.buildingNumber?.trim() || BUILDING_NUMBER_DEFAULT}
          />
          {group.roles.map((role) => (
            <ReadOnlyItem
              key={role.field}
              label={text.role(role.field, role.label)}
              value={unit.people?.[role.field] ?? ''}
            />
          ))}
        </Grid>
      </Box>
    );
  }

  const options = companies.map((c) => ({ value: c.id, label: c.companyName }));
  if (companyId && !options.some((o) => o.value === companyId)) options.push({ value: companyId, label: companyId });
  return (
    <Box
      role="group"
      aria-label={label}
      borderTopWidth={index > 0 ? '1px' : undefined}
      pt={index > 0 ? '3' : undefined}
    >
      {group.multiple && (
        <HStack justify="space-between" mb="2">
          <Text fontWeight="medium">{label}</Text>
          {onRemove && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={onRemove}
              aria-label={text.t('award.decl.removeUnit', { unit: label })}
            >
              <Trash2 /> {text.t('award.decl.remove')}
            </Button>
          )}
        </HStack>
      )}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <FormField label={text.t('award.decl.company')} error={text.message(fieldError(errors, name('companyId')))}>
          <OptionSelect
            name={name('companyId')}
            options={options}
            value={companyId}
            emptyLabel={text.t('award.decl.companyPlaceholder')}
            onChange={(v) => onChange({ ...unit, companyId: v || null }, name('companyId'))}
          />
        </FormField>
        <FormField
          label={text.t('award.decl.buildingNumber')}
          error={text.message(fieldError(errors, name('buildingNumber')))}
        >
          <Input
            name={name('buildingNumber')}
            value={unit.buildingNumber ?? ''}
            placeholder={BUILDING_NUMBER_DEFAULT}
            onChange={(e) => onChange({ ...unit, buildingNumber: e.currentTarget.value }, name('buildingNumber'))}
          />
        </FormField>
        {group.roles.map((role) => (
          <PeopleInput
            key={role.field}
            name={name(role.field)}
            label={text.role(role.field, role.label)}
            single={role.single}
            singleByLength={singleByLength}
            value={unit.people?.[role.field] ?? ''}
            error={fieldError(errors, name(role.field))}
            onChange={(v) => onChange({ ...unit, people: { ...unit.people, [role.field]: v } }, name(role.field))}
          />
        ))}
      </Grid>
    </Box>
  );
}
