import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame } from '../../../engine/crud';
import { FormField } from '../../../engine/form';

export interface RejectDialogProps {
  /** How many registrations are being rejected (null: closed). */
  count: number | null;
  busy?: boolean;
  onCancel(): void;
  onReject(remark: string): void;
}

/** Rejects the chosen registrations with an optional remark for the applicants. */
export function RejectDialog({ count, busy, onCancel, onReject }: RejectDialogProps) {
  const intl = useIntl();
  const [remark, setRemark] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(remark.trim());
  };
  return (
    <DialogFrame
      open={count !== null}
      onClose={onCancel}
      lazy
      divider
      title={<FormattedMessage id="system.registration.rejectTitle" />}
    >
      <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'system.registration.rejectTitle' })}>
        <Dialog.Body py="5">
          <Stack gap="4">
            <Text color="fg.muted">
              <FormattedMessage id="system.registration.rejectQuestion" values={{ count: count ?? 0 }} />
            </Text>
            <FormField label={intl.formatMessage({ id: 'system.registration.remark' })}>
              <Textarea value={remark} onChange={(event) => setRemark(event.target.value)} rows={3} maxLength={255} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" colorPalette="red" loading={busy}>
            <FormattedMessage id="system.registration.reject" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
