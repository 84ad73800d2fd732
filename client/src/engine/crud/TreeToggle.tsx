import { Box, Icon, IconButton } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';

/** The open/close arrow in front of a tree row; an equally wide gap for leaves, so labels line up. */
export function TreeToggle({
  name,
  branch,
  expanded,
  onToggle,
}: {
  name: string;
  branch: boolean;
  expanded: boolean;
  onToggle(): void;
}) {
  const intl = useIntl();
  if (!branch) return <Box as="span" display="inline-block" w="6" flexShrink={0} aria-hidden />;
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      flexShrink={0}
      w="6"
      minW="6"
      aria-expanded={expanded}
      aria-label={intl.formatMessage({ id: expanded ? 'common.tree.collapse' : 'common.tree.expand' }, { name })}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <Icon as={ChevronRight} transform={expanded ? 'rotate(90deg)' : undefined} transition="transform 0.15s" />
    </IconButton>
  );
}
