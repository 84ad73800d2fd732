import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_V1,
  APPROVAL_STATUS_V2,
  DUES_STATUS,
  OPEN_FLAG,
  SERIAL_NUMBER_STATUS,
  type StatusLabelSet,
  TEMPLATE_STATUS,
} from '@zhuxie/domain/labels/status-labels';
import { type ClassType, FieldResolver, registerEnumType, Resolver, Root } from 'type-graphql';

/**
 * The status and type codes of SPEC section 4 as GraphQL enums (issue 26). The numeric fields stay as they are
 * (the legacy shapes and the client read them); each gets a sibling `<field>Code` of the enum type, resolved from
 * the number, null when a (legacy) row holds a number the set does not know.
 */
export interface StatusEnum {
  /** The GraphQL enum's name. */
  name: string;
  set: StatusLabelSet;
  /** Enum value name → numeric code (the enum object registered with TypeGraphQL). */
  values: Readonly<Record<string, number>>;
  /** The enum's description, and each value's (by value name). */
  description: string;
  valueDescriptions: Readonly<Record<string, { description: string }>>;
}

/** The enum value name of a label: its English label in upper snake case (`Under review` → UNDER_REVIEW). */
export function enumValueName(english: string): string {
  return english
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function statusEnum(name: string, set: StatusLabelSet, description: string): StatusEnum {
  const values = Object.fromEntries(set.items.map((i) => [enumValueName(i.en), i.value]));
  const full = `${description} Numeric codes: ${set.items.map((i) => `${i.value} ${i.zh}`).join(', ')} (system dictionary \`${set.code}\`).`;
  const valueDescriptions = Object.fromEntries(
    set.items.map((i) => [enumValueName(i.en), { description: `${i.value}: ${i.zh} (${i.en}).` }]),
  );
  registerEnumType(values, { name, description: full, valuesConfig: valueDescriptions });
  return { name, set, values, description: full, valueDescriptions };
}

/** Approval (flow) status of the approval panel: 0 to 5. */
export const ApprovalStatusEnum = statusEnum(
  'ApprovalStatus',
  APPROVAL_STATUS,
  'Approval status of a flow (the approval panel, flow instances and the applications that follow them).',
);
/** Approval, variant one (award lines: safety standardization, technology results). */
export const ApprovalStatusVariantOneEnum = statusEnum(
  'ApprovalStatusVariantOne',
  APPROVAL_STATUS_V1,
  'Approval status, variant one (award lines). Its 1 to 3 differ from ApprovalStatus and ApprovalStatusVariantTwo.',
);
/** Approval, variant two (SPEC section 4; no current record uses it, listed for third parties reading old data). */
export const ApprovalStatusVariantTwoEnum = statusEnum(
  'ApprovalStatusVariantTwo',
  APPROVAL_STATUS_V2,
  'Approval status, variant two (legacy data). Its 1 to 3 differ from ApprovalStatusVariantOne.',
);
/** Open/closed flag (award programmes). */
export const OpenFlagEnum = statusEnum('OpenFlag', OPEN_FLAG, 'Whether an award programme takes applications.');
/** Allocation number status (award serial numbers). */
export const SerialNumberStatusEnum = statusEnum(
  'SerialNumberStatus',
  SERIAL_NUMBER_STATUS,
  'Status of an award serial number (allocation number).',
);
/** Dues status of a member unit. */
export const DuesStatusEnum = statusEnum('DuesStatus', DUES_STATUS, 'Dues status of a member unit.');
/** Template status (certificate models). */
export const TemplateStatusEnum = statusEnum('TemplateStatus', TEMPLATE_STATUS, 'Status of a certificate model.');

/** Every status enum of SPEC section 4. */
export const STATUS_ENUMS: readonly StatusEnum[] = [
  ApprovalStatusEnum,
  ApprovalStatusVariantOneEnum,
  ApprovalStatusVariantTwoEnum,
  OpenFlagEnum,
  SerialNumberStatusEnum,
  DuesStatusEnum,
  TemplateStatusEnum,
];

/** The code as the enum serializes it: the number when the set knows it, else null. */
export function statusCode(e: StatusEnum, value: unknown): number | null {
  return typeof value === 'number' && e.set.items.some((i) => i.value === value) ? value : null;
}

/**
 * A resolver adding `<field>Code: <Enum>` to an object type, beside its numeric `field` (kept unchanged). Each
 * module lists the ones of its types among its resolvers.
 */
export function statusCodeResolver<T extends object>(type: ClassType<T>, field: keyof T & string, e: StatusEnum) {
  @Resolver(() => type)
  class StatusCodeResolver {
    @FieldResolver(() => e.values, {
      name: `${field}Code`,
      nullable: true,
      description: `\`${field}\` as the enum ${e.name} (null when the number is none of its codes).`,
    })
    code(@Root() root: T): number | null {
      return statusCode(e, root[field]);
    }
  }
  Object.defineProperty(StatusCodeResolver, 'name', { value: `${type.name}${field}CodeResolver` });
  return StatusCodeResolver;
}
