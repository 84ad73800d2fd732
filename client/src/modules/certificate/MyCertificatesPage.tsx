import { useQuery } from '@apollo/client/react';
import { Button, Card, Code, DataList, EmptyState, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, FileDown, Printer, ShieldCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordPageFallback } from '../../engine/crud';
import { MyMemberCertificatesDocument } from '../../generated/graphql';
import { useDisplayDate } from '../../engine/format/date';
import { CertificateStateBadge } from './CertificateStateBadge';
import { downloadCertificatePdf, printPath, verifyPath } from './download';

/** 我的证书 (/cmsPages/myCertificate): the member unit's certificates with PDF download, print view and verification page. */
export function MyCertificatesPage() {
  const intl = useIntl();
  const date = useDisplayDate();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(MyMemberCertificatesDocument, { fetchPolicy: 'cache-and-network' });
  const certs = data?.myMemberCertificates;
  if (!certs) return <RecordPageFallback loading={loading} error={error} />;
  if (certs.length === 0) {
    return (
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Award />
          </EmptyState.Indicator>
          <EmptyState.Title>
            <FormattedMessage id="certificate.mine.empty" />
          </EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id="certificate.mine.emptyHint" />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid
      columns={{ base: 1, lg: 2 }}
      gap="4"
      as="ul"
      listStyleType="none"
      aria-label={t('certificate.mine.title')}
    >
      {certs.map((c) => (
        <Card.Root as="li" key={c.id} variant="outline">
          <Card.Header>
            <HStack justify="space-between">
              <Card.Title>
                <Code variant="surface">{c.number}</Code>
              </Card.Title>
              <CertificateStateBadge state={c.state} />
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {c.modelTitle}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{t('certificate.field.unitName')}</DataList.ItemLabel>
                  <DataList.ItemValue>{c.unitName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('certificate.field.validity')}</DataList.ItemLabel>
                  <DataList.ItemValue>{`${date(c.validFrom)} — ${date(c.validTo)}`}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('certificate.field.issueDate')}</DataList.ItemLabel>
                  <DataList.ItemValue>{date(c.issueDate)}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Stack>
          </Card.Body>
          <Card.Footer gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void downloadCertificatePdf(c.id, c.number)}>
              <FileDown />
              <FormattedMessage id="certificate.action.pdf" />
            </Button>
            <Button size="sm" variant="outline" asChild>
              <a href={printPath(c.id)} target="_blank" rel="noopener">
                <Printer />
                <FormattedMessage id="certificate.action.print" />
              </a>
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <a href={verifyPath(c.code)} target="_blank" rel="noopener">
                <ShieldCheck />
                <FormattedMessage id="certificate.action.verify" />
              </a>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
