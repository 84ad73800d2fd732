import {
  ButtonGroup,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Pagination as ChakraPagination,
  Text,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

/** SPEC section 9: list pages default to 10 rows, with 10, 30, 50, 100 and 200 to choose from. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** SPEC section 9: the standalone pagination widget (pickers, dialogs, portal lists) defaults to 20 rows, with 10, 20, 30, 40, 50 and 100. */
export const WIDGET_PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const WIDGET_DEFAULT_PAGE_SIZE = 20;

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Sizes offered; default: the list pages' sizes (PAGE_SIZES), or WIDGET_PAGE_SIZES for `variant="widget"`. */
  pageSizes?: readonly number[];
  /** `list` (default) for list pages, `widget` for the standalone pagination widget. */
  variant?: 'list' | 'widget';
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
}

/** 共 N 条, rows per page, previous / page numbers / next. */
export function Pagination({
  page,
  pageSize,
  total,
  variant = 'list',
  pageSizes = variant === 'widget' ? WIDGET_PAGE_SIZES : PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const intl = useIntl();
  return (
    <Flex justify="flex-end" align="center" gap="4" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="common.pagination.total" values={{ total }} />
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: 'common.pagination.pageSize' })}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage({ id: 'common.pagination.pageSizeOption' }, { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ChakraPagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: intl.formatMessage({ id: 'common.pagination.label' }),
          prevTriggerLabel: intl.formatMessage({ id: 'common.pagination.prev' }),
          nextTriggerLabel: intl.formatMessage({ id: 'common.pagination.next' }),
          itemLabel: ({ page: value }) => intl.formatMessage({ id: 'common.pagination.page' }, { page: value }),
        }}
      >
        <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
          <ChakraPagination.PrevTrigger asChild>
            <IconButton>
              <ChevronLeft />
            </IconButton>
          </ChakraPagination.PrevTrigger>
          <HStack gap="1">
            <ChakraPagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} minW="8">
                  {item.value}
                </IconButton>
              )}
            />
          </HStack>
          <ChakraPagination.NextTrigger asChild>
            <IconButton>
              <ChevronRight />
            </IconButton>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </ChakraPagination.Root>
    </Flex>
  );
}
