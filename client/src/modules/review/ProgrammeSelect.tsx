import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { OptionSelect } from '../../engine/crud';
import { AwardProgrammePageDocument } from '../../generated/graphql';

/** The programme (申报批次) a result screen shows; '' is every programme. */
export function ProgrammeSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const intl = useIntl();
  const { data } = useQuery(AwardProgrammePageDocument, { variables: { page: { current: 1, size: 200 } } });
  const options = useMemo(() => (data?.awardProgrammes.records ?? []).map((p) => ({ value: p.id, label: p.name })), [data]);
  return (
    <OptionSelect
      size="sm" width="72" options={options} value={value} onChange={onChange}
      emptyLabel={intl.formatMessage({ id: 'review.allProgrammes' })} aria-label={intl.formatMessage({ id: 'review.programme' })}
    />
  );
}
