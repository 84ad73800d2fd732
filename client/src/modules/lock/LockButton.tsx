import { Button, Dialog, IconButton, Input } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { DialogFrame } from '../../engine/crud';
import { FormField } from '../../engine/form';
import { lockScreen, validateLockPassword } from './lock';

/** The top bar's 锁屏 button: a dialog sets the lock password, then the screen locks and /lock opens. */
export function LockButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLockPassword(password);
    if (problem) return setError(intl.formatMessage({ id: problem }));
    await lockScreen(password, `${location.pathname}${location.search}`);
    close();
    await navigate('/lock');
  };

  const title = intl.formatMessage({ id: 'lock.title' });
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        colorPalette="gray"
        aria-label={title}
        title={title}
        onClick={() => setOpen(true)}
      >
        <Lock />
      </IconButton>
      <DialogFrame open={open} onClose={close} size="sm" lazy title={<FormattedMessage id="lock.setTitle" />}>
        <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'lock.setTitle' })}>
          <Dialog.Body>
            <FormField label={<FormattedMessage id="lock.password" />} error={error} required>
              <Input
                type="password"
                autoComplete="off"
                maxLength={64}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={close}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit">
              <Lock />
              <FormattedMessage id="lock.lock" />
            </Button>
          </Dialog.Footer>
        </form>
      </DialogFrame>
    </>
  );
}
