import type { RequestContext } from '../context.js';
import type { FlowAction } from './transitions.js';
import type { FlowInstance } from './flow.entities.js';

/**
 * What a business module tells the engine about its records, without the engine knowing the module. Every
 * hook runs inside the transition's transaction: a hook that throws undoes the transition.
 */
export interface FlowHooks {
  /** The business type's readable name (the task lists' 业务类型 column), never its code. */
  label: string;
  /**
   * Where the task lists open a record of this type: client paths with `{businessId}` and `{instanceId}` in them.
   * `handle` (办理) defaults to `detail` (查看).
   */
  paths: { detail: string; handle?: string };
  /**
   * Whether the signed-in user may submit this record (normally: it exists and is theirs). Required: a
   * business type without it cannot be submitted through the generic flow tool.
   */
  canSubmit(ctx: RequestContext, businessId: string): Promise<boolean>;
  /** A title for a new instance (the list label), when the caller gives none. */
  title?(ctx: RequestContext, businessId: string): Promise<string | undefined>;
  /** Departments answering the `recommend_unit` rule for this record. */
  approverDepts?(ctx: RequestContext, businessId: string): Promise<string[]>;
  /**
   * Users the applicant designated for a `designated` step of this record (model step `stepIndex`), in the
   * order they approve one after another.
   */
  designatedApprovers?(ctx: RequestContext, businessId: string, stepIndex: number): Promise<string[]>;
  /** Called after every transition with the action taken and the instance as it is now. */
  onTransition?(
    ctx: RequestContext,
    event: { action: FlowAction; instance: FlowInstance; opinion: string; finished: boolean },
  ): Promise<void>;
}

const registry = new Map<string, FlowHooks>();

/** Registers a business type's hooks (once, when its module loads). */
export function registerFlowHooks(businessType: string, hooks: FlowHooks): void {
  registry.set(businessType, hooks);
}

export function flowHooksOf(businessType: string): FlowHooks | undefined {
  return registry.get(businessType);
}

/** A path template with the record's ids filled in. */
export function fillFlowPath(template: string, ids: { instanceId: string; businessId: string }): string {
  return template
    .replaceAll('{businessId}', encodeURIComponent(ids.businessId))
    .replaceAll('{instanceId}', encodeURIComponent(ids.instanceId));
}

/** Business types with registered hooks (model editor's choices). */
export function flowBusinessTypes(): string[] {
  return [...registry.keys()].sort();
}
