import { useQuery } from '@apollo/client/react';
import { Heading, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButton, OptionSelect } from '../../engine/crud';
import { AwardProgrammePageDocument } from '../../generated/graphql';

/** The programme (申报批次) a result screen shows; '' is every programme. */
export function ProgrammeSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const intl = useIntl();
  const { data } = useQuery(AwardProgrammePageDocument, { variables: { page: { current: 1, size: 200 } } });
  const options = useMemo(
    () => (data?.awardProgrammes.records ?? []).map((p) => ({ value: p.id, label: p.name })),
    [data],
  );
  return (
    <OptionSelect
      size="sm"
      width="72"
      options={options}
      value={value}
      onChange={onChange}
      emptyLabel={intl.formatMessage({ id: 'review.allProgrammes' })}
      aria-label={intl.formatMessage({ id: 'review.programme' })}
    />
  );
}

/** The head of a report per programme: its title, the programme choice and the Excel export of that choice. */
export function ProgrammeReportHeader({
  titleId,
  programmeId,
  onProgramme,
  exportCode,
  exportPath,
  fileNameId,
}: {
  titleId: string;
  programmeId: string;
  onProgramme(value: string): void;
  exportCode: string;
  exportPath: string;
  fileNameId: string;
}) {
  const intl = useIntl();
  return (
    <HStack justify="space-between" wrap="wrap">
      <Heading as="h2" size="md">
        <FormattedMessage id={titleId} />
      </Heading>
      <HStack>
        <ProgrammeSelect value={programmeId} onChange={onProgramme} />
        <ExportButton
          code={exportCode}
          path={exportPath}
          query={{ programmeId: programmeId || undefined }}
          fileName={intl.formatMessage({ id: fileNameId })}
        />
      </HStack>
    </HStack>
  );
}
