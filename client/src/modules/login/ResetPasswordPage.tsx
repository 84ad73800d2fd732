import { Alert, Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** /resetPassword: passwords are reset by an administrator (there is no e-mail service). */
export function ResetPasswordPage() {
  return (
    <AuthLayout title={<FormattedMessage id="login.reset.title" />}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="login.reset.heading" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="login.reset.description" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild variant="outline">
        <Link to="/login">
          <ArrowLeft />
          <FormattedMessage id="login.backToLogin" />
        </Link>
      </Button>
    </AuthLayout>
  );
}
