import { Stack, Text } from '@chakra-ui/react';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import type { FormError } from '@zhuxie/domain/forms/evaluate';
import { DefinedSections, useLocalText } from '../../engine/form';

/**
 * The questions of a questionnaire drawn by the form engine, page after page (show-when conditions, required
 * markers and the messages of formErrors under the questions). Used by the answer form and the preview.
 */
export function AnswerForm({
  definition,
  values,
  onChange,
  errors,
  readOnly,
}: {
  definition: FormDefinition;
  values: FormValues;
  onChange(key: string, value: unknown): void;
  errors?: readonly FormError[];
  readOnly?: boolean;
}) {
  const local = useLocalText();
  const errorOf = (path: string) => errors?.find((e) => e.path === path)?.message;
  const paged = definition.tabs.length > 1;
  return (
    <Stack gap="6">
      {definition.tabs.map((tab) => (
        <Stack key={tab.key} gap="3" as="section" aria-label={local(tab.label)}>
          {paged && (
            <Text fontWeight="semibold" color="fg.muted">
              {local(tab.label)}
            </Text>
          )}
          <DefinedSections
            sections={tab.sections}
            values={values}
            onChange={onChange}
            errorOf={errorOf}
            readOnly={readOnly}
          />
        </Stack>
      ))}
    </Stack>
  );
}
