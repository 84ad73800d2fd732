import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../engine/format/date';
import type { MemberFeedbackFieldsFragment } from '../../generated/graphql';
import { FileGallery } from '../../engine/files';

/** A feedback with its attachments and the association's replies. */
export function FeedbackThread({ feedback }: { feedback: MemberFeedbackFieldsFragment }) {
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={feedback.status === 1 ? 'green' : 'orange'} variant="subtle">
          <FormattedMessage id={`member.feedback.status.${feedback.status}`} />
        </Badge>
        <Text color="fg.muted" fontSize="sm">
          {[feedback.unitName, feedback.senderName, formatDateTime(feedback.createTime)].filter(Boolean).join(' · ')}
        </Text>
      </HStack>
      <Text whiteSpace="pre-wrap">{feedback.content}</Text>
      {feedback.attachments.length > 0 && <FileGallery files={feedback.attachments} />}
      {feedback.replies.map((r, i) => (
        <Box key={i} borderStartWidth="3px" borderColor="blue.solid" ps="3" py="1" bg="bg.muted" rounded="sm">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="member.feedback.replyBy"
              values={{ name: r.userName ?? '—', time: formatDateTime(r.time) }}
            />
          </Text>
          <Text whiteSpace="pre-wrap">{r.content}</Text>
        </Box>
      ))}
    </Stack>
  );
}
