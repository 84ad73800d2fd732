import { Box, Button, HStack, IconButton, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Clock, FileText, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  isImageName,
  MAX_UPLOAD_FILES,
  UPLOAD_ACCEPT,
  type UploadAnswer,
  UploadError,
  type UploadFile,
  uploadFile,
} from './upload';

export interface UploadFieldProps {
  /** The uploaded files (name, url, uid, size). */
  value: readonly UploadFile[];
  onChange(files: UploadFile[]): void;
  /** At most this many files (default 20, SPEC section 9). */
  max?: number;
  /** Accepted extensions for the file chooser (default: every type the server accepts). */
  accept?: string;
  disabled?: boolean;
  /** Upload call (default put-file-attach). */
  url?: string;
  /** After each successful upload, with the server's answer (attachId ...). */
  onUploaded?(answer: UploadAnswer, file: UploadFile): void;
  /** Names the field for assistive technology. */
  label?: string;
}

type Status = 'pending' | 'uploading' | 'failed';

interface Item {
  uid: string;
  file: File;
  status: Status;
  progress: number;
  error?: string;
}

let counter = 0;
const newUid = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/**
 * An upload list (SPEC sections 3-5): choose files, each waits (pending), uploads with its progress, then
 * shows success or the server's refusal. Uploads run one at a time. At most `max` files: choosing more refuses
 * the whole choice with the tip 最多上传20个文件，超出请合并成pdf进行上传. Images show a thumbnail.
 */
export function UploadField({
  value,
  onChange,
  max = MAX_UPLOAD_FILES,
  accept = UPLOAD_ACCEPT,
  disabled,
  url,
  onUploaded,
  label,
}: UploadFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [items, setItems] = useState<Item[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish after renders: they add to the latest value, not the one of the render that started them.
  const latest = useRef(value);
  const callbacks = useRef({ onChange, onUploaded });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onUploaded };
  });
  // Only a new value from the form replaces it: a render for the field's own progress keeps what was added since.
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const active = items.filter((i) => i.status !== 'failed').length;
  const room = max - value.length - active;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    if (chosen.length > room) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    setItems((now) => [
      ...now,
      ...chosen.map((file) => ({ uid: newUid(), file, status: 'pending' as const, progress: 0 })),
    ]);
  };

  // One upload at a time: the next pending file starts when the previous one has settled.
  const running = useRef<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    if (running.current) return;
    const next = items.find((i) => i.status === 'pending');
    if (!next) return;
    running.current = next.uid;
    const patch = (changes: Partial<Item>) =>
      setItems((now) => now.map((i) => (i.uid === next.uid ? { ...i, ...changes } : i)));
    patch({ status: 'uploading' });
    const controller = new AbortController();
    controllers.current.set(next.uid, controller);
    const settle = () => {
      controllers.current.delete(next.uid);
      running.current = null;
    };
    uploadFile(next.file, { url, signal: controller.signal, onProgress: (progress) => patch({ progress }) }).then(
      (answer) => {
        settle();
        const done: UploadFile = {
          name: answer.originalName || next.file.name,
          url: answer.link,
          uid: next.uid,
          size: next.file.size,
        };
        setItems((now) => now.filter((i) => i.uid !== next.uid));
        // The next upload may finish before the form renders this value: it must add to this one, not to the
        // value of the last render (one file of fourteen was lost that way on a loaded machine).
        const files = [...latest.current, done];
        latest.current = files;
        callbacks.current.onChange(files);
        callbacks.current.onUploaded?.(answer, done);
      },
      (e: unknown) => {
        settle();
        if (e instanceof UploadError && e.status === -1) return;
        patch({
          status: 'failed',
          error:
            e instanceof UploadError && e.message ? e.message : intl.formatMessage({ id: 'resource.upload.failed' }),
        });
      },
    );
  }, [items, url, intl]);
  // Leaving the form stops what is still uploading.
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const c of open.values()) c.abort();
    };
  }, []);

  const removeItem = (uid: string) => setItems((now) => now.filter((i) => i.uid !== uid));
  const removeFile = (uid: string) => {
    setTooMany(false);
    onChange(value.filter((f) => f.uid !== uid));
  };

  return (
    <Stack gap="3" role="group" aria-label={label}>
      <HStack gap="3" wrap="wrap">
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          hidden
          onChange={choose}
          data-testid="upload-input"
          aria-label={t('resource.upload.choose')}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled || room <= 0}>
          <Upload /> {t('resource.upload.choose')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('resource.upload.count', { count: value.length, max })}
        </Text>
      </HStack>
      {tooMany && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('resource.upload.tooMany', { max })}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('resource.upload.listLabel')}>
        {value.map((f) => (
          <Row
            key={f.uid}
            name={f.name}
            size={f.size}
            thumbnail={isImageName(f.name) ? f.url : undefined}
            status="success"
            onRemove={disabled ? undefined : () => removeFile(f.uid)}
          />
        ))}
        {items.map((i) => (
          <Row
            key={i.uid}
            name={i.file.name}
            size={i.file.size}
            status={i.status}
            progress={i.progress}
            error={i.error}
            onRemove={i.status === 'uploading' ? undefined : () => removeItem(i.uid)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function Row({
  name,
  size,
  status,
  progress = 0,
  error,
  thumbnail,
  onRemove,
}: {
  name: string;
  size: number;
  status: Status | 'success';
  progress?: number;
  error?: string;
  thumbnail?: string;
  onRemove?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const statusText = {
    pending: t('resource.upload.pending'),
    uploading: t('resource.upload.uploading', { percent: progress }),
    success: t('resource.upload.success'),
    failed: error ?? t('resource.upload.failed'),
  }[status];
  const StatusIcon = { pending: Clock, uploading: Upload, success: CircleCheck, failed: CircleAlert }[status];
  const color = { pending: 'fg.muted', uploading: 'colorPalette.fg', success: 'fg.success', failed: 'fg.error' }[
    status
  ];
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2" data-status={status} aria-label={name}>
      <HStack gap="3">
        {thumbnail ? (
          <Image src={thumbnail} alt={name} boxSize="10" objectFit="cover" borderRadius="sm" />
        ) : (
          <Box
            boxSize="10"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="bg.muted"
            borderRadius="sm"
            aria-hidden
          >
            <FileText size={18} />
          </Box>
        )}
        <Stack gap="1" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" truncate title={name}>
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatFileSize(size)}
            </Text>
          </HStack>
          {status === 'uploading' && (
            <Progress.Root value={progress} size="xs" aria-label={statusText}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <HStack gap="1" color={color} fontSize="xs" role={status === 'failed' ? 'alert' : 'status'}>
            <StatusIcon size={14} aria-hidden />
            <Text>{statusText}</Text>
          </HStack>
        </Stack>
        {onRemove && (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('resource.upload.remove', { name })}
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        )}
      </HStack>
    </Box>
  );
}
