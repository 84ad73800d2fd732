import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { FlowModel } from './flow.entities.js';
import { normalizeStep } from './flow.service.js';

/** A flow model a module ships: its business type (model key), name and steps (see normalizeStep). */
export interface FlowModelSeed {
  modelKey: string;
  name: string;
  steps: Array<Parameters<typeof normalizeStep>[0]>;
}

/**
 * Adds the flow models of a tenant that are missing (by model key, version 1); administrators change them in
 * 模型管理 (a new version). A module's tenant seed calls it with the models of its business types.
 */
export async function seedFlowModels(em: SqlEntityManager, tenantId: string, models: FlowModelSeed[]): Promise<void> {
  for (const m of models) {
    const exists = await em.count(FlowModel, { modelKey: m.modelKey }, { filters: { [TENANT_FILTER]: { tenantId } } });
    if (!exists)
      em.create(FlowModel, {
        modelKey: m.modelKey,
        name: m.name,
        steps: m.steps.map(normalizeStep),
        tenantId,
        modelVersion: 1,
      });
  }
  await em.flush();
}
