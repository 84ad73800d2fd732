import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearSession, getSession } from '../../engine/auth/session';
import { DialogFrame } from '../../engine/crud';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

/** SPEC section 8 "Register success": 注册提示 / 注册申请已提交,请耐心等待管理员通过!; 确定 signs out and returns to login. */
export function RegisteredAlert({ open, onDone }: { open: boolean; onDone?(): void }) {
  const navigate = useNavigate();
  const done = () => {
    if (getSession()) clearSession();
    onDone?.();
    void navigate('/login', { replace: true });
  };
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={done}
      size="sm"
      closeOnInteractOutside={false}
      title={<FormattedMessage id="register.successTitle" />}
    >
      <Dialog.Body>
        <Text>
          <FormattedMessage id="register.success" />
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={done}>
          <FormattedMessage id="common.confirm" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

export interface RegisterDialogProps extends Pick<RegisterFormProps, 'initial' | 'registrationTicket'> {
  open: boolean;
  onClose(): void;
}

/** Shell feature "Register dialog for third-party users": the form in a dialog, then the success alert. */
export function RegisterDialog({ open, onClose, initial, registrationTicket }: RegisterDialogProps) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <DialogFrame
        open={open && !submitted}
        onClose={onClose}
        size="md"
        divider
        lazy
        closeOnInteractOutside={false}
        title={<FormattedMessage id="register.title" />}
      >
        <Dialog.Body py="6">
          <RegisterForm
            initial={initial}
            registrationTicket={registrationTicket}
            onSubmitted={() => setSubmitted(true)}
            onCancel={onClose}
          />
        </Dialog.Body>
      </DialogFrame>
      <RegisteredAlert
        open={submitted}
        onDone={() => {
          setSubmitted(false);
          onClose();
        }}
      />
    </>
  );
}
