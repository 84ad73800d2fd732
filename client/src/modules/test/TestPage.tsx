import { Card, DataList } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../engine/auth';
import { useLocale } from '../../i18n/I18nProvider';

/** /test/index: a page to try the shell with (tabs, title, lock); it shows who is signed in. */
export function TestPage() {
  const intl = useIntl();
  const session = useSession();
  const { locale } = useLocale();
  const rows: Array<[string, string]> = [
    ['shell.test.account', session?.user.account ?? ''],
    ['shell.test.loginType', session?.user.loginType ?? ''],
    ['shell.test.tenant', session?.tenantId ?? ''],
    ['shell.test.language', intl.formatMessage({ id: `common.locale.${locale}` })],
  ];
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows.map(([id, value]) => (
            <DataList.Item key={id}>
              <DataList.ItemLabel>
                <FormattedMessage id={id} />
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
