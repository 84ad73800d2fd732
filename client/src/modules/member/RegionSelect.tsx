import { useQuery } from '@apollo/client/react';
import { HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { OptionSelect } from '../../engine/crud';
import { RegionChildrenDocument, RegionNameDocument } from '../../generated/graphql';

export interface RegionSelectProps {
  /** A region code (GB/T 2260), '' for none. */
  value: string;
  onChange(code: string): void;
  disabled?: boolean;
  /** Deepest level offered: 2 city, 3 county or district. */
  depth?: 2 | 3;
  /** Names the selects (the field's label). */
  label: string;
}

const provinceOf = (code: string) => (/^\d{6}$/.test(code) ? `${code.slice(0, 2)}0000` : '');
const cityOf = (code: string) => (/^\d{6}$/.test(code) && !code.endsWith('0000') ? `${code.slice(0, 4)}00` : '');
const districtOf = (code: string) => (/^\d{6}$/.test(code) && !code.endsWith('00') ? code : '');

/** Province, city and county of the system regions as cascading selects; the value is the deepest chosen code. */
export function RegionSelect({ value, onChange, disabled, depth = 3, label }: RegionSelectProps) {
  const intl = useIntl();
  const province = provinceOf(value);
  const city = cityOf(value);
  const provinces = useQuery(RegionChildrenDocument, { variables: { parentCode: '00' } });
  const cities = useQuery(RegionChildrenDocument, { variables: { parentCode: province }, skip: !province });
  const districts = useQuery(RegionChildrenDocument, { variables: { parentCode: city }, skip: !city || depth < 3 });
  const options = (rows?: { code: string; name: string }[]) =>
    (rows ?? []).map((r) => ({ value: r.code, label: r.name }));
  const part = (id: string) => `${label} ${intl.formatMessage({ id })}`;
  return (
    <HStack gap="2" width="full">
      <OptionSelect
        aria-label={part('member.region.province')}
        value={province}
        onChange={onChange}
        options={options(provinces.data?.regionChildren)}
        emptyLabel={intl.formatMessage({ id: 'member.region.province' })}
        disabled={disabled}
      />
      <OptionSelect
        aria-label={part('member.region.city')}
        value={city}
        onChange={(v) => onChange(v || province)}
        options={options(cities.data?.regionChildren)}
        emptyLabel={intl.formatMessage({ id: 'member.region.city' })}
        disabled={disabled || !province}
      />
      {depth === 3 && (
        <OptionSelect
          aria-label={part('member.region.district')}
          value={districtOf(value)}
          onChange={(v) => onChange(v || city)}
          options={options(districts.data?.regionChildren)}
          emptyLabel={intl.formatMessage({ id: 'member.region.district' })}
          disabled={disabled || !city}
        />
      )}
    </HStack>
  );
}

/** A stored region code shown as its names (辽宁省 沈阳市 和平区); the code itself while loading or when unknown. */
export function RegionName({ code }: { code: string }) {
  const { data } = useQuery(RegionNameDocument, { variables: { code }, skip: !/^\d{6}$/.test(code) });
  const region = data?.region;
  if (!region) return <>{code}</>;
  const names = [region.provinceName, region.cityName, region.districtName].filter((n): n is string => Boolean(n));
  return <>{names.length ? [...new Set(names)].join(' ') : region.name}</>;
}
