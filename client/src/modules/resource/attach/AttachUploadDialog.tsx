import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame } from '../../../engine/crud';
import { type UploadFile, UploadField } from '../../../engine/form';

/** 上传附件: an upload list; every file becomes an attachment as soon as it is uploaded (put-file-attach). */
export function AttachUploadDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const close = () => {
    setFiles([]);
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={<FormattedMessage id="resource.attach.uploadTitle" />}
      size="lg"
      divider
      lazy
    >
      <Dialog.Body py="6">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="resource.attach.uploadHelp" />
          </Text>
          <UploadField
            value={files}
            onChange={setFiles}
            label={intl.formatMessage({ id: 'resource.attach.uploadTitle' })}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
