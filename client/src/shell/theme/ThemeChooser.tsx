import {
  Box,
  Button,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  Popover,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Check, Palette } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeHex } from './palette';
import { useThemeChoice } from './ThemeProvider';
import { PRIMARY_PRESETS, type ShellTheme, THEME_NAMES, THEMES } from './themes';

/** A small picture of a theme: its sidebar, top bar, page and primary colour. */
function ThemePreview({ theme }: { theme: ShellTheme }) {
  return (
    <Flex h="12" w="full" rounded="sm" overflow="hidden" borderWidth="1px" borderColor="border" aria-hidden>
      <Box
        w="30%"
        style={{ background: theme.sidebar.image ? `${theme.sidebar.image}, ${theme.sidebar.bg}` : theme.sidebar.bg }}
      >
        <Box mt="3" mx="1.5" h="1.5" rounded="full" style={{ background: theme.primary }} />
        <Box mt="1.5" mx="1.5" h="1" rounded="full" opacity={0.5} style={{ background: theme.sidebar.muted }} />
      </Box>
      <Flex direction="column" flex="1">
        <Box h="3" style={{ background: theme.topbar.bg, borderBottom: `1px solid ${theme.topbar.border}` }} />
        <Box
          flex="1"
          p="1.5"
          style={{ background: theme.page.image ? `${theme.page.image}, ${theme.page.bg}` : theme.page.bg }}
        >
          <Box h="2" w="60%" rounded="xs" style={{ background: theme.primary }} />
        </Box>
      </Flex>
    </Flex>
  );
}

function ThemeGrid() {
  const intl = useIntl();
  const { theme: current, setTheme } = useThemeChoice();
  return (
    <SimpleGrid columns={3} gap="2" role="radiogroup" aria-label={intl.formatMessage({ id: 'shell.theme.title' })}>
      {THEME_NAMES.map((name) => {
        const selected = name === current;
        return (
          <Box
            as="button"
            key={name}
            role="radio"
            aria-checked={selected}
            onClick={() => setTheme(name)}
            p="1.5"
            rounded="md"
            borderWidth="2px"
            borderColor={selected ? 'colorPalette.solid' : 'transparent'}
            bg={selected ? 'colorPalette.subtle' : 'transparent'}
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            textAlign="left"
            cursor="pointer"
          >
            <ThemePreview theme={THEMES[name]} />
            <HStack mt="1" gap="1" fontSize="xs" justify="space-between">
              <Text as="span" truncate>
                <FormattedMessage id={`shell.theme.name.${name}`} />
              </Text>
              {selected && <Check size={12} aria-hidden />}
            </HStack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/** Presets, "the theme's own", and a free #hex field (validated). */
export function PrimaryColorPicker() {
  const intl = useIntl();
  const { primary, effectivePrimary, setPrimary } = useThemeChoice();
  const [text, setText] = useState(primary ?? '');
  const [invalid, setInvalid] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const hex = normalizeHex(text);
    setInvalid(!hex);
    if (hex) {
      setText(hex);
      setPrimary(hex);
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'shell.theme.colorPresets' })}>
        {PRIMARY_PRESETS.map((color) => {
          const selected = primary === color;
          return (
            <Box
              as="button"
              key={color}
              aria-label={intl.formatMessage({ id: 'shell.theme.colorPreset' }, { color })}
              aria-pressed={selected}
              onClick={() => {
                setText(color);
                setInvalid(false);
                setPrimary(color);
              }}
              boxSize="7"
              rounded="full"
              borderWidth="2px"
              borderColor={selected ? 'fg' : 'transparent'}
              boxShadow="inset 0 0 0 2px var(--chakra-colors-bg-panel)"
              cursor="pointer"
              style={{ background: color }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
            />
          );
        })}
      </HStack>
      <form onSubmit={apply} noValidate>
        <Field.Root invalid={invalid}>
          <Field.Label fontSize="sm">
            <FormattedMessage id="shell.theme.colorCustom" />
          </Field.Label>
          <HStack gap="2" w="full">
            <Box
              boxSize="8"
              rounded="md"
              flexShrink={0}
              borderWidth="1px"
              borderColor="border"
              style={{ background: normalizeHex(text) ?? effectivePrimary }}
              aria-hidden
            />
            <Input
              size="sm"
              value={text}
              placeholder={effectivePrimary}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
              }}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
            />
            <Button type="submit" size="sm">
              <FormattedMessage id="shell.theme.colorApply" />
            </Button>
          </HStack>
          <Field.ErrorText>
            <FormattedMessage id="shell.theme.colorInvalid" />
          </Field.ErrorText>
        </Field.Root>
      </form>
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={primary === null}
        onClick={() => {
          setText('');
          setInvalid(false);
          setPrimary(null);
        }}
      >
        <FormattedMessage id="shell.theme.colorReset" />
      </Button>
    </Stack>
  );
}

/** Top-bar button: the 11 themes and the primary colour, both remembered on this browser. */
export function ThemeChooser() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.theme.button' });
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={label} title={label}>
          <Palette />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}
            maxH="80vh"
            overflowY="auto"
            aria-label={label}
          >
            <Popover.Arrow />
            <Popover.Body p="4">
              <Stack gap="4">
                <Popover.Title fontWeight="semibold">{label}</Popover.Title>
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="shell.theme.title" />
                  </Text>
                  <ThemeGrid />
                </Stack>
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="shell.theme.colorTitle" />
                  </Text>
                  <PrimaryColorPicker />
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
