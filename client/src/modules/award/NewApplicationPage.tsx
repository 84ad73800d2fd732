import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Checkbox, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { FlowStatusBadge } from '../../engine/flow';
import { AwardApplicationLayerDocument, SubscribeAwardProgrammeDocument } from '../../generated/graphql';
import { APPLICATION_PATHS } from './application/awardApplication';

/**
 * The award application layer (奖项申报): the programmes the account may apply for now, searched by name or type.
 * 'Show all' (closed and not yet open ones too) is offered only when the server says the account's category is
 * the first of the listed account categories. A programme is subscribed to, then chosen.
 */
export function NewApplicationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [showAll, setShowAll] = useState(false);
  const { data, loading } = useQuery(AwardApplicationLayerDocument, {
    variables: { filter: { keyword: keyword || null, showAll } },
    fetchPolicy: 'cache-and-network',
  });
  const [subscribe] = useMutation(SubscribeAwardProgrammeDocument, {
    update: (cache) => evictList(cache, 'awardApplicationLayer'),
  });
  const layer = data?.awardApplicationLayer;
  const records = layer?.records ?? [];

  const doSubscribe = async (id: string) => {
    try {
      await subscribe({ variables: { programmeId: id } });
      notify('success', { id: 'award.apply.subscribed' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  return (
    <Stack gap="4">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <HStack gap="3" flexWrap="wrap">
          <Input
            maxW="sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={intl.formatMessage({ id: 'award.apply.searchPlaceholder' })}
            aria-label={intl.formatMessage({ id: 'award.apply.search' })}
          />
          <Button type="submit" variant="outline">
            <FormattedMessage id="award.apply.search" />
          </Button>
          {layer?.canShowAll && (
            <Checkbox.Root checked={showAll} onCheckedChange={(d) => setShowAll(d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id="award.apply.showAll" />
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        </HStack>
      </form>
      {!loading && records.length === 0 ? (
        <Box py="12" textAlign="center" color="fg.muted">
          {/* The empty text of the application layer (SPEC section 2): 暂无数据··· */}
          <FormattedMessage id="award.apply.empty" />
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none">
          {records.map((p) => (
            <Card.Root as="li" key={p.id} aria-label={p.name}>
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Card.Title as="h3">{p.name}</Card.Title>
                  <Badge variant="subtle" colorPalette={p.canApply ? 'green' : 'gray'}>
                    {p.canApply ? (
                      <FormattedMessage id="award.apply.accepting" />
                    ) : (
                      <FormattedMessage id="award.apply.notAccepting" />
                    )}
                  </Badge>
                </HStack>
                <Text color="fg.muted">
                  {p.awardTypeLabel} · {p.year}
                </Text>
                <Text>
                  <FormattedMessage id="award.apply.dates" values={{ start: p.startDate, end: p.endDate }} />
                </Text>
                {p.reason && <Text color="fg.error">{p.reason}</Text>}
                {p.mine.length > 0 && (
                  <Stack
                    gap="1"
                    as="section"
                    aria-label={intl.formatMessage({ id: 'award.apply.mineRow' }, { name: p.name })}
                  >
                    <Text fontWeight="medium">
                      <FormattedMessage id="award.apply.mine" values={{ count: p.mine.length }} />
                    </Text>
                    {p.mine.map((a) => (
                      <HStack key={a.id} gap="2" justify="space-between">
                        {APPLICATION_PATHS[p.awardType] ? (
                          <Link asChild colorPalette="blue" truncate>
                            <RouterLink to={`${APPLICATION_PATHS[p.awardType]!.detail}?id=${encodeURIComponent(a.id)}`}>
                              {a.projectName || intl.formatMessage({ id: 'award.apply.untitled' })}
                            </RouterLink>
                          </Link>
                        ) : (
                          <Text truncate>{a.projectName || intl.formatMessage({ id: 'award.apply.untitled' })}</Text>
                        )}
                        <FlowStatusBadge status={a.flowStatus} />
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Card.Body>
              <Card.Footer>
                {p.canApply && !p.subscribed && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void doSubscribe(p.id)}
                    aria-label={intl.formatMessage({ id: 'award.apply.subscribeRow' }, { name: p.name })}
                  >
                    <FormattedMessage id="award.apply.subscribe" />
                  </Button>
                )}
                {p.canApply && p.subscribed && p.applyPath && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="blue"
                    onClick={() => void navigate(`${p.applyPath}?programmeId=${encodeURIComponent(p.id)}`)}
                    aria-label={intl.formatMessage({ id: 'award.apply.chooseRow' }, { name: p.name })}
                  >
                    <FormattedMessage id={p.mine.length > 0 ? 'award.apply.chooseAnother' : 'award.apply.choose'} />
                  </Button>
                )}
                {p.canApply && p.subscribed && !p.applyPath && (
                  <Text color="fg.muted">
                    <FormattedMessage id="award.apply.formLater" />
                  </Text>
                )}
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
