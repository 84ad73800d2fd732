import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { FormField, required, type Rules, UploadField, type UploadFile, useForm } from '../../engine/form';
import { MemberFeedbackPageDocument, SendMemberFeedbackDocument } from '../../generated/graphql';
import { FeedbackThread } from './FeedbackThread';

interface FeedbackForm extends Record<string, string> {
  title: string;
  content: string;
}

/** 意见反馈 (member portal): send a feedback to the association and read one's feedback with the replies. */
export function FeedbackPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<FeedbackForm>>(
    () => ({
      title: [required(intl.formatMessage({ id: 'member.feedback.titleRequired' }))],
      content: [required(intl.formatMessage({ id: 'member.feedback.contentRequired' }))],
    }),
    [intl],
  );
  const form = useForm<FeedbackForm>({ initialValues: { title: '', content: '' }, rules });
  const [files, setFiles] = useState<UploadFile[]>([]);
  const mine = useQuery(MemberFeedbackPageDocument, {
    variables: { page: { current: 1, size: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  const [send, { loading }] = useMutation(SendMemberFeedbackDocument, {
    update: (cache) => evictList(cache, 'memberFeedbacks'),
  });

  const onSend = async () => {
    if (!form.validate()) return;
    try {
      await send({
        variables: {
          input: {
            title: form.values.title.trim(),
            content: form.values.content.trim(),
            attachments: files.map((f) => ({ name: f.name, url: f.url, size: f.size })),
          },
        },
      });
      notify('success', { id: 'member.feedback.sent' });
      form.reset({ title: '', content: '' });
      setFiles([]);
      void mine.refetch();
    } catch (e) {
      const p = readApiProblem(e);
      if (p && Object.keys(p.fields).length) form.setErrors(p.fields);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    }
  };

  const records = mine.data?.memberFeedbacks.records ?? [];
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title>
            <FormattedMessage id="member.feedback.formTitle" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form
            aria-label={t('member.feedback.formTitle')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onSend();
            }}
          >
            <Stack gap="4">
              <FormField label={t('member.feedback.title')} required error={form.errors.title}>
                <Input {...form.field('title')} />
              </FormField>
              <FormField label={t('member.feedback.content')} required error={form.errors.content}>
                <Textarea rows={4} {...form.field('content')} />
              </FormField>
              <FormField label={t('member.change.attachments')}>
                <UploadField label={t('member.change.attachments')} value={files} onChange={setFiles} />
              </FormField>
              <Button type="submit" alignSelf="flex-start" loading={loading}>
                <FormattedMessage id="member.feedback.send" />
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Stack gap="3" as="section" aria-label={t('member.feedback.mine')}>
        <Heading size="md">
          <FormattedMessage id="member.feedback.mine" />
        </Heading>
        {records.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="member.feedback.none" />
          </Text>
        ) : (
          records.map((f) => (
            <Card.Root key={f.id} variant="outline" size="sm">
              <Card.Header>
                <Card.Title>{f.title}</Card.Title>
              </Card.Header>
              <Card.Body>
                <FeedbackThread feedback={f} />
              </Card.Body>
            </Card.Root>
          ))
        )}
      </Stack>
    </Stack>
  );
}
