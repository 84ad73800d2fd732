import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Stack } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDictLabel } from '../../engine/form';
import { MobileInfoDocument } from '../../generated/graphql';
import { MEMBER_LEVEL_DICT } from '../member/rules';
import { QueryState, Rows, Section } from './parts';

/** 我的信息 (/mobile/info): the signed-in account and its member unit, read only. */
export function InfoPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const { data, loading, error } = useQuery(MobileInfoDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <QueryState loading={loading} error={error} />;
  const me = data.myProfile;
  const unit = data.myMemberUnit;
  return (
    <Stack gap="3">
      <Section title={t('mobile.info.account')}>
        <Rows
          label={t('mobile.info.account')}
          rows={[
            [t('info.profile.account'), me.account],
            [t('info.profile.realName'), me.realName],
            [t('info.profile.phone'), me.phone],
            [t('info.profile.email'), me.email],
          ]}
        />
      </Section>
      {unit ? (
        <Section
          title={t('mobile.info.unit')}
          action={
            <Badge colorPalette={unit.status === 1 ? 'green' : 'gray'} variant="subtle">
              {t(`member.status.${unit.status}`)}
            </Badge>
          }
        >
          <Rows
            label={t('mobile.info.unit')}
            rows={[
              [t('member.field.name'), unit.name],
              [t('member.field.creditCode'), unit.creditCode],
              [t('member.field.memberLevel'), levelLabel(unit.memberLevel)],
              [t('member.field.region'), unit.regionName],
              [t('member.field.joinDate'), unit.joinDate],
              [t('member.field.legalRepresentative'), unit.legalRepresentative],
              [t('member.field.contactName'), unit.contactName],
              [t('member.field.contactMobile'), unit.contactMobile],
              [t('member.field.email'), unit.email],
              [t('member.field.address'), unit.address],
            ]}
          />
        </Section>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="member.change.noUnit" />
          </Alert.Title>
        </Alert.Root>
      )}
      <Button asChild variant="outline" w="full">
        <Link to="/logout/index?redirect=%2Fmobile%2Finfo">
          <LogOut />
          <FormattedMessage id="mobile.info.signOut" />
        </Link>
      </Button>
    </Stack>
  );
}
