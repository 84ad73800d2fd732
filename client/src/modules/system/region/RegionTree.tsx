import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RegionFieldsFragment, RegionChildrenDocument } from '../../../generated/graphql';

export interface RegionTreeProps {
  /** Codes of the open branches. */
  expanded: ReadonlySet<string>;
  onToggle(code: string): void;
  selectedCode: string | null;
  onSelect(region: RegionFieldsFragment): void;
}

/** The regions as a tree whose branches load their children when first opened (regionChildren by parent code). */
export function RegionTree(props: RegionTreeProps) {
  const intl = useIntl();
  return (
    <Box
      as="ul"
      role="tree"
      aria-label={intl.formatMessage({ id: 'system.region.tree' })}
      listStyleType="none"
      m="0"
      p="0"
    >
      <RegionBranch {...props} parentCode="00" depth={0} />
    </Box>
  );
}

function RegionBranch({ parentCode, depth, ...props }: RegionTreeProps & { parentCode: string; depth: number }) {
  const { data, loading, error } = useQuery(RegionChildrenDocument, { variables: { parentCode } });
  if (loading && !data) {
    return (
      <Box as="li" role="none" ps={`${depth * 20 + 8}px`} py="1">
        <Spinner size="xs" aria-label={undefined} /> <FormattedMessage id="common.loading" />
      </Box>
    );
  }
  if (error && !data) {
    return (
      <Box as="li" role="none" ps={`${depth * 20 + 8}px`} py="1" color="fg.error" textStyle="sm">
        <FormattedMessage id="common.loadFailed" />
      </Box>
    );
  }
  return (
    <>
      {(data?.regionChildren ?? []).map((region) => (
        <RegionNode key={region.id} region={region} depth={depth} {...props} />
      ))}
    </>
  );
}

function RegionNode({ region, depth, ...props }: RegionTreeProps & { region: RegionFieldsFragment; depth: number }) {
  const intl = useIntl();
  const open = props.expanded.has(region.code);
  const selected = props.selectedCode === region.code;
  return (
    <Box
      as="li"
      role="treeitem"
      aria-expanded={region.hasChildren ? open : undefined}
      aria-selected={selected}
      aria-label={region.name}
      aria-level={depth + 1}
    >
      <HStack
        gap="0"
        ps={`${depth * 20}px`}
        rounded="md"
        bg={selected ? 'colorPalette.subtle' : undefined}
        _hover={{ bg: selected ? undefined : 'bg.muted' }}
      >
        {region.hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={intl.formatMessage(
              { id: open ? 'common.tree.collapse' : 'common.tree.expand' },
              { name: region.name },
            )}
            onClick={() => props.onToggle(region.code)}
          >
            {open ? <ChevronDown /> : <ChevronRight />}
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <Button
          size="xs"
          variant="ghost"
          justifyContent="flex-start"
          flex="1"
          fontWeight={selected ? 'semibold' : 'normal'}
          onClick={() => props.onSelect(region)}
          aria-current={selected || undefined}
        >
          <Text as="span" truncate>
            {region.name}
          </Text>
          <Text as="span" color="fg.muted" textStyle="xs" ms="auto">
            {region.code}
          </Text>
        </Button>
      </HStack>
      {open && region.hasChildren && (
        <Box as="ul" role="group" listStyleType="none" m="0" p="0">
          <RegionBranch {...props} parentCode={region.code} depth={depth + 1} />
        </Box>
      )}
    </Box>
  );
}
