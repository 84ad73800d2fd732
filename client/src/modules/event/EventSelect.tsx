import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { OptionSelect } from '../../engine/crud';
import { EventPageDocument } from '../../generated/graphql';

/** Chooses one released (or cancelled) event; `type` narrows to conferences. */
export function EventSelect({
  value,
  onChange,
  type,
}: {
  value: string;
  onChange(id: string): void;
  type?: 'conference';
}) {
  const intl = useIntl();
  const { data } = useQuery(EventPageDocument, { variables: { page: { current: 1, size: 200 }, filter: { type } } });
  const options = (data?.events.records ?? [])
    .filter((e) => e.status !== 0)
    .map((e) => ({ value: e.id, label: e.title }));
  return (
    <OptionSelect
      value={value}
      onChange={onChange}
      options={options}
      emptyLabel={intl.formatMessage({ id: 'event.chooseEvent' })}
      aria-label={intl.formatMessage({ id: 'event.chooseEvent' })}
      width={{ base: 'full', md: '96' }}
    />
  );
}
