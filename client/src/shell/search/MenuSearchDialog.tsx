import { Box, Dialog, Flex, Icon, Input, InputGroup, Kbd, Text } from '@chakra-ui/react';
import { CornerDownLeft, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DialogFrame } from '../../engine/crud';
import { matchMenus, type MenuPage } from './menuSearch';

/** The search field and its results: arrows move, Enter or a click opens the page. */
function MenuSearch({ pages, onDone }: { pages: readonly MenuPage[]; onDone(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchMenus(pages, query), [pages, query]);
  const current = Math.min(active, matches.length - 1);

  const open = (page: MenuPage | undefined) => {
    if (!page) return;
    onDone();
    void navigate(page.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && matches.length > 0) {
      event.preventDefault();
      setActive((current + moves[event.key]! + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(matches[current]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <>
      <InputGroup startElement={<Icon as={Search} boxSize="4" aria-hidden />}>
        <Input
          role="combobox"
          aria-label={intl.formatMessage({ id: 'shell.search.placeholder' })}
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
      </InputGroup>
      <Box
        as="ul"
        role="listbox"
        id={listId}
        aria-label={intl.formatMessage({ id: 'shell.search.results' })}
        mt="3"
        maxH="60vh"
        overflowY="auto"
      >
        {matches.map((page, index) => (
          <Flex
            as="li"
            key={page.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            align="center"
            gap="3"
            px="3"
            py="2"
            rounded="md"
            cursor="pointer"
            bg={index === current ? 'brand.subtle' : undefined}
            color={index === current ? 'brand.fg' : undefined}
            onMouseMove={() => setActive(index)}
            onClick={() => open(page)}
          >
            <Text flex="1" truncate>
              {page.label}
            </Text>
            {page.trail.length > 0 && (
              <Text fontSize="xs" color="fg.muted" truncate>
                {page.trail.join(' / ')}
              </Text>
            )}
            {index === current && <Icon as={CornerDownLeft} boxSize="3.5" aria-hidden />}
          </Flex>
        ))}
      </Box>
      {matches.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6">
          <FormattedMessage id="shell.search.empty" />
        </Text>
      )}
    </>
  );
}

/** SPEC "Menu search dialog": Esc closes; names match by prefix, case-insensitive. Opened by the search button and Ctrl+K. */
export function MenuSearchDialog({
  open,
  onClose,
  pages,
}: {
  open: boolean;
  onClose(): void;
  pages: readonly MenuPage[];
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size="md"
      lazy
      motionPreset="slide-in-top"
      title={<FormattedMessage id="shell.search.title" />}
    >
      <Dialog.Body pb="4">
        <MenuSearch pages={pages} onDone={onClose} />
      </Dialog.Body>
      <Dialog.Footer
        justifyContent="flex-start"
        color="fg.muted"
        fontSize="xs"
        gap="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        py="3"
      >
        <Text>
          <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> <FormattedMessage id="shell.search.hintMove" />
        </Text>
        <Text>
          <Kbd size="sm">Enter</Kbd> <FormattedMessage id="shell.search.hintOpen" />
        </Text>
        <Text>
          <Kbd size="sm">Esc</Kbd> <FormattedMessage id="shell.search.hintClose" />
        </Text>
      </Dialog.Footer>
    </DialogFrame>
  );
}
