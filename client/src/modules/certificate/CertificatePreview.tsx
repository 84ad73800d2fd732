import { yearIn } from '@zhuxie/domain/time/datetime';
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { formatDate } from '../../engine/format/date';
import { chineseDate } from '@zhuxie/domain/time/date-formats';

/** A4 landscape in points, as the server's PDF. */
export const PAGE = { width: 842, height: 595 } as const;

export interface PreviewItem {
  field: string;
  text?: string | null;
  x: number;
  y: number;
  size: number;
  align: string;
}

export interface CertificatePreviewProps {
  items: readonly PreviewItem[];
  backgroundUrl?: string | null;
  /** Width in CSS pixels; the page keeps its proportions. */
  width: number;
  /** What the QR item shows (a code, or a placeholder square in the model editor). */
  qr?: ReactNode;
  label: string;
}

/**
 * The certificate page drawn as the PDF draws it (same coordinates: points from the top-left corner, text
 * anchored at x by its alignment, the PDF's face Noto Sans CJK SC where the computer has it), scaled to `width`.
 * Used by the model editor's live preview and the print view.
 */
export function CertificatePreview({ items, backgroundUrl, width, qr, label }: CertificatePreviewProps) {
  const scale = width / PAGE.width;
  return (
    <Box
      role="img"
      aria-label={label}
      position="relative"
      width={`${width}px`}
      height={`${PAGE.height * scale}px`}
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      overflow="hidden"
      backgroundImage={backgroundUrl ? `url("${backgroundUrl}")` : undefined}
      backgroundSize="100% 100%"
      className="certificate-page"
    >
      <Box
        position="absolute"
        inset={`${20 * scale}px`}
        borderWidth={`${Math.max(1, 3 * scale)}px`}
        borderColor="#9a6b1f"
        pointerEvents="none"
      />
      <Box position="absolute" inset={`${30 * scale}px`} borderWidth="1px" borderColor="#9a6b1f" pointerEvents="none" />
      {items.map((item) => {
        if (item.field === 'qr') {
          return (
            <Box
              key="qr"
              position="absolute"
              left={`${item.x * scale}px`}
              top={`${item.y * scale}px`}
              width={`${item.size * scale}px`}
              height={`${item.size * scale}px`}
              data-field="qr"
            >
              {qr ?? <Box width="100%" height="100%" borderWidth="1px" borderStyle="dashed" borderColor="gray.500" />}
            </Box>
          );
        }
        const translate = item.align === 'center' ? '-50%' : item.align === 'right' ? '-100%' : '0';
        return (
          <Box
            key={item.field}
            data-field={item.field}
            position="absolute"
            left={`${item.x * scale}px`}
            top={`${item.y * scale}px`}
            transform={`translateX(${translate})`}
            whiteSpace="nowrap"
            lineHeight="1"
            fontSize={`${item.size * scale}px`}
            fontFamily="'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans S Chinese', 'PingFang SC', 'Microsoft YaHei', sans-serif"
            color={item.field === 'heading' ? '#8b1a1a' : '#222222'}
            fontWeight={item.field === 'heading' ? 'bold' : 'normal'}
          >
            {item.text}
          </Box>
        );
      })}
    </Box>
  );
}

/** yyyy-MM-dd -> yyyy 年 MM 月 dd 日 (SPEC section 9), as the PDF prints it (the same function the server uses). */
export { chineseDate };

/** Sample texts of the model editor's preview, shaped as the server prints them (in the user's language). */
export function sampleTexts(intl: IntlShape, heading: string, issuer: string, prefix: string): Record<string, string> {
  const year = yearIn();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const date = (iso: string) => formatDate(iso, t('common.format.date'));
  return {
    heading,
    unitName: t('certificate.sample.unitName'),
    creditCode: t('certificate.sample.creditCode', { code: '91210100MA0Y0000AR' }),
    memberLevel: t('certificate.sample.memberLevel'),
    number: t('certificate.sample.number', { number: `${prefix || 'LNJX'}-${year}-0001` }),
    validity: t('certificate.sample.validity', { from: date(`${year}-01-01`), to: date(`${year}-12-31`) }),
    issueDate: t('certificate.sample.issueDate', { date: date(`${year}-01-01`) }),
    issuer,
  };
}
