import type { ApolloLink } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../App';
import { createApolloClient } from '../engine/apollo/client';
import type { Locale } from '../i18n/locale';

/** Renders a screen with the app's providers (Chakra, intl, notices, confirmations) and Apollo over the given link. */
export function renderWithApp(ui: ReactElement, options: { link: ApolloLink; locale?: Locale }): RenderResult {
  const client = createApolloClient(options.link);
  return render(
    <AppProviders client={client} locale={options.locale ?? 'zh-CN'}>
      {ui}
    </AppProviders>,
  );
}
