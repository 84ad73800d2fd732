import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorLogViewer } from './ErrorLogViewer';
import { useErrorLog } from './store';

/** Top-bar button: the bug icon with the number of locally recorded errors; opens the error log viewer. */
export function ErrorLogButton() {
  const intl = useIntl();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const count = entries.length;
  const label = intl.formatMessage({ id: 'shell.errorLog.button' }, { count });
  return (
    <>
      <Box position="relative" display="inline-flex">
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="gray"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
        >
          <Bug />
        </IconButton>
        {count > 0 && (
          <Float placement="top-end" offset="1.5">
            <Badge
              size="xs"
              variant="solid"
              colorPalette="red"
              rounded="full"
              minW="4"
              justifyContent="center"
              pointerEvents="none"
              aria-hidden
            >
              {count > 99 ? '99+' : count}
            </Badge>
          </Float>
        )}
      </Box>
      <ErrorLogViewer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
