import { Combobox, createListCollection, Icon, InputGroup, Portal, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { matchMenus, type MenuPage } from './menuSearch';

/** The top bar's search field: suggests the user's menus whose names start with what is typed; choosing one opens it. */
export function MenuAutocomplete({ pages }: { pages: readonly MenuPage[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchMenus(pages, query).slice(0, 12), [pages, query]);
  const collection = useMemo(
    () => createListCollection({ items: matches, itemToString: (page) => page.label, itemToValue: (page) => page.id }),
    [matches],
  );
  const label = intl.formatMessage({ id: 'shell.search.placeholder' });

  return (
    <Combobox.Root
      collection={collection}
      inputValue={query}
      onInputValueChange={(details) => setQuery(details.inputValue)}
      onValueChange={(details) => {
        const page = matches.find((match) => match.id === details.value[0]);
        setQuery('');
        if (page) void navigate(page.href);
      }}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      openOnClick
      size="sm"
      width="56"
    >
      <Combobox.Control>
        <InputGroup startElement={<Icon as={Search} boxSize="4" aria-hidden />}>
          <Combobox.Input placeholder={label} aria-label={label} />
        </InputGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW="64">
            <Combobox.Empty>{intl.formatMessage({ id: 'shell.search.empty' })}</Combobox.Empty>
            {matches.map((page) => (
              <Combobox.Item key={page.id} item={page}>
                <Combobox.ItemText>{page.label}</Combobox.ItemText>
                {page.trail.length > 0 && (
                  <Text as="span" fontSize="xs" color="fg.muted" ms="auto" truncate>
                    {page.trail.join(' / ')}
                  </Text>
                )}
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
