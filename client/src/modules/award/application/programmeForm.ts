import { useQuery } from '@apollo/client/react';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { AwardFormDefinitionDocument } from '../../../generated/graphql';

/**
 * The form definition an application is checked against, as the server uses it: the version the application was
 * submitted with, else the programme's current one (staff may have changed messages and rules in 表单设计).
 * Undefined while it loads or without a programme: the award type's built-in definition applies then.
 */
export function useProgrammeDefinition(
  programmeId: string | undefined,
  version?: number | null,
): FormDefinition | undefined {
  const { data } = useQuery(AwardFormDefinitionDocument, {
    variables: { programmeId: programmeId ?? '', version: version ?? null },
    skip: !programmeId,
  });
  return data?.awardFormDefinition.definition as FormDefinition | undefined;
}
