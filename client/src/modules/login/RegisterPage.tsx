import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEFAULT_TENANT_ID } from '../../engine/auth/guard';
import { AuthLayout } from './AuthLayout';
import { RegisteredAlert } from './RegisterDialog';
import { RegisterForm } from './RegisterForm';

/** /userRegister: guest registration as a page; the account waits for an administrator's approval. */
export function RegisterPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <AuthLayout title={<FormattedMessage id="register.title" />} subtitle={<FormattedMessage id="register.subtitle" />}>
      <RegisterForm initial={{ tenantId: DEFAULT_TENANT_ID }} onSubmitted={() => setSubmitted(true)} />
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        <FormattedMessage id="register.haveAccount" />{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/login">
            <FormattedMessage id="login.backToLogin" />
          </Link>
        </ChakraLink>
      </Text>
      <RegisteredAlert open={submitted} />
    </AuthLayout>
  );
}
