import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../engine/crud';
import { MemberCertificatePrintDocument } from '../../generated/graphql';
import { CertificatePreview, PAGE } from './CertificatePreview';
import { CertificateStateBadge } from './CertificateStateBadge';
import { verifyPath } from './download';
import { QrCode } from './QrCode';

/**
 * 打印 (/certificate/print/:id): the certificate at full A4 landscape size with the model's background image,
 * for the browser's print dialog (the toolbar is not printed). Staff, or the unit's own account.
 */
export function CertificatePrintPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MemberCertificatePrintDocument, { variables: { id } });
  const cert = data?.memberCertificate;
  if (!cert) {
    return (
      <Box as="main" p="8">
        <RecordPageFallback loading={loading} error={error} />
      </Box>
    );
  }
  const url = `${window.location.origin}${verifyPath(cert.code)}`;
  // 1 pt = 4/3 CSS px: the page prints at its real size.
  const width = Math.round((PAGE.width * 4) / 3);
  return (
    <Box as="main" p="6" bg="bg.subtle" minH="100vh" css={{ '@media print': { padding: 0, background: 'white' } }}>
      <style>
        {'@page { size: A4 landscape; margin: 0; } @media print { .no-print { display: none !important; } }'}
      </style>
      <Stack gap="4" align="start">
        <HStack className="no-print" gap="4">
          <Button onClick={() => window.print()}>
            <Printer />
            <FormattedMessage id="certificate.action.print" />
          </Button>
          <Text>{cert.number}</Text>
          <CertificateStateBadge state={cert.state} />
        </HStack>
        <CertificatePreview
          label={intl.formatMessage({ id: 'certificate.print.label' }, { number: cert.number })}
          width={width}
          backgroundUrl={cert.backgroundUrl}
          items={cert.printItems}
          qr={<QrCode value={url} label={intl.formatMessage({ id: 'certificate.print.qr' })} />}
        />
      </Stack>
    </Box>
  );
}
