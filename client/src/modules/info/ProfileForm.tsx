import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, Card, Flex, Heading, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { getSession, setSession } from '../../engine/auth/session';
import { notify } from '../../engine/feedback/toaster';
import { FormField, useForm } from '../../engine/form';
import { MyProfileDocument, type ProfileFieldsFragment, UpdateMyProfileDocument } from '../../generated/graphql';

const FIELDS = ['avatar', 'realName', 'phone', 'email', 'awardName', 'companyName', 'projectName', 'referee'] as const;
type ProfileField = (typeof FIELDS)[number];
type ProfileValues = Record<ProfileField, string>;

function valuesOf(profile: ProfileFieldsFragment): ProfileValues {
  return Object.fromEntries(FIELDS.map((name) => [name, profile[name] ?? ''])) as ProfileValues;
}

/** The signed-in user's name and avatar follow the saved profile (top bar). */
function refreshSessionUser(profile: ProfileFieldsFragment): void {
  const session = getSession();
  if (session)
    setSession({ ...session, user: { ...session.user, realName: profile.realName, avatar: profile.avatar } });
}

function Form({ profile }: { profile: ProfileFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<ProfileValues>({ initialValues: valuesOf(profile) });
  const [update, { loading }] = useMutation(UpdateMyProfileDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = Object.fromEntries(FIELDS.map((name) => [name, form.values[name].trim() || null]));
    try {
      const { data } = await update({ variables: { input } });
      if (data) refreshSessionUser(data.updateMyProfile);
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return;
      if (Object.keys(problem.fields).length > 0) form.setErrors(problem.fields);
      else notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'common.updateSuccess' });
  };

  const text = (name: ProfileField, extra?: { type?: string; maxLength?: number }) => (
    <FormField label={t(`info.profile.${name}`)} error={form.errors[name]}>
      <Input
        {...form.field(name)}
        placeholder={intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: t(`info.profile.${name}`) })}
        {...extra}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('info.profile.title')}>
      <Stack gap="5">
        <Flex align="center" gap="4">
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={form.values.realName || profile.account} />
            {form.values.avatar && <Avatar.Image src={form.values.avatar} alt="" />}
          </Avatar.Root>
          <Stack flex="1">{text('avatar', { type: 'url', maxLength: 500 })}</Stack>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t('info.profile.account')} readOnly>
            <Input value={profile.account} readOnly variant="subtle" />
          </FormField>
          {text('realName', { maxLength: 64 })}
          {text('phone', { type: 'tel', maxLength: 32 })}
          {text('email', { type: 'email', maxLength: 128 })}
          {text('awardName')}
          {text('companyName')}
          {text('projectName')}
          {text('referee')}
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" loading={loading}>
            <FormattedMessage id="common.save" />
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** 个人资料: avatar (an address), account (read-only), name, contacts and the award profile fields. */
export function ProfileForm() {
  const { data, error } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id="info.profile.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        {error && !data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{readApiProblem(error)?.message ?? <FormattedMessage id="common.loadFailed" />}</Alert.Title>
          </Alert.Root>
        ) : data ? (
          <Form profile={data.myProfile} />
        ) : (
          <Stack gap="5" aria-busy>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
