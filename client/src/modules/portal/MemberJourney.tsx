import { Box, Circle, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Journey, JOURNEY_STEPS } from './journey';

/** The steps to membership as an ordered list; the current one carries aria-current="step". */
export function MemberJourney({ journey }: { journey: Journey }) {
  const intl = useIntl();
  return (
    <Flex
      as="ol"
      aria-label={intl.formatMessage({ id: 'portal.journey.title' })}
      gap="3"
      m="0"
      p="0"
      direction={{ base: 'column', md: 'row' }}
    >
      {JOURNEY_STEPS.map((step, index) => {
        const done = index < journey.current;
        const current = index === journey.current;
        return (
          <Flex
            as="li"
            key={step}
            listStyleType="none"
            flex="1"
            gap="3"
            align="flex-start"
            aria-current={current ? 'step' : undefined}
          >
            <Circle
              size="8"
              flexShrink={0}
              bg={done ? 'colorPalette.solid' : 'bg.muted'}
              color={done ? 'colorPalette.contrast' : 'fg.muted'}
              borderWidth={current ? '2px' : '0'}
              borderColor="colorPalette.solid"
            >
              {done ? (
                <Icon as={Check} boxSize="4" aria-hidden />
              ) : (
                <Text fontSize="sm" fontWeight="semibold">
                  {index + 1}
                </Text>
              )}
            </Circle>
            <Stack gap="0">
              <Text fontWeight={current ? 'semibold' : 'normal'}>
                <FormattedMessage id={`portal.journey.${step}`} />
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage
                  id={
                    done
                      ? 'portal.journey.done'
                      : current
                        ? `portal.journey.waiting.${journey.returned ? 'returned' : journey.waitingFor}`
                        : 'portal.journey.todo'
                  }
                />
              </Text>
            </Stack>
            <Box
              display={{ base: 'none', md: index < JOURNEY_STEPS.length - 1 ? 'block' : 'none' }}
              flex="1"
              h="1px"
              bg="border"
              mt="4"
              aria-hidden
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
