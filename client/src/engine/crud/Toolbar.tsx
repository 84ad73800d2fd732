import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ToolbarProps {
  /** Buttons on the left (新增, bulk 删除 ...). */
  children: ReactNode;
  selectedCount?: number;
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** The action row above a list table: actions, selection count and a refresh button. */
export function Toolbar({ children, selectedCount = 0, onRefresh, refreshing }: ToolbarProps) {
  const intl = useIntl();
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <HStack gap="2" role="toolbar" aria-label={intl.formatMessage({ id: 'common.toolbar' })}>
        {children}
        {selectedCount > 0 && (
          <Text textStyle="sm" color="fg.muted" ms="2">
            <FormattedMessage id="common.table.selected" values={{ count: selectedCount }} />
          </Text>
        )}
      </HStack>
      {onRefresh && (
        <IconButton
          size="sm"
          variant="outline"
          aria-label={intl.formatMessage({ id: 'common.refresh' })}
          title={intl.formatMessage({ id: 'common.refresh' })}
          onClick={onRefresh}
          loading={refreshing}
        >
          <RefreshCw />
        </IconButton>
      )}
    </Flex>
  );
}
