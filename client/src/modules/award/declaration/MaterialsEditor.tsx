import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FileGallery } from '../../../engine/files';
import { toFormFile, toUploadFile, UploadField } from '../../../engine/form';
import { fieldError, materialField } from './errors';
import { useDeclarationText } from './labels';
import {
  type AwardFormDefinition,
  type FieldError,
  type FileRef,
  type MaterialSlot,
  type Materials,
  PHOTOS_REQUIRED,
  PHOTOS_SLOT,
  photosError,
  uploadCountError,
} from './rules';

export interface MaterialsEditorProps {
  form: AwardFormDefinition;
  value: Materials;
  /** The new materials, and the error name of the slot that changed (`materials.<slot key>`). */
  onChange(value: Materials, field: string): void;
  /** Errors named `materials.<slot key>` (applicationErrors, draftErrors, the server). */
  errors?: readonly FieldError[];
  /** Shows the files as download links only. */
  readOnly?: boolean;
}

/**
 * The rule of a slot that holds while files are added (at most 20; at most 15 photos in the 'max' variant).
 * What a submission needs (a required slot, at least 15 photos) comes through `errors`.
 */
export function liveMaterialError(form: AwardFormDefinition, slot: MaterialSlot, count: number): string | undefined {
  if (slot.key === PHOTOS_SLOT && form.photos === 'max' && count > 0) return photosError(count, 'max');
  return uploadCountError(count);
}

/**
 * The material slots of an award form: per slot its label, a required marker, the accepted types, the count
 * out of 20 and, for project photos, the rule of the variant (至少15张 / 最多15张). Uploads go through the
 * storage engine (UploadField). Read-only shows the files as download links.
 */
export function MaterialsEditor({ form, value, onChange, errors, readOnly }: MaterialsEditorProps) {
  return (
    <Stack gap="5">
      {form.materials.map((slot) => (
        <SlotBlock
          key={slot.key}
          form={form}
          slot={slot}
          files={value[slot.key] ?? []}
          error={fieldError(errors, materialField(slot.key))}
          readOnly={readOnly}
          onChange={(files) => onChange({ ...value, [slot.key]: files }, materialField(slot.key))}
        />
      ))}
    </Stack>
  );
}

function SlotBlock({
  form,
  slot,
  files,
  error,
  readOnly,
  onChange,
}: {
  form: AwardFormDefinition;
  slot: MaterialSlot;
  files: FileRef[];
  error?: string;
  readOnly?: boolean;
  onChange(files: FileRef[]): void;
}) {
  const text = useDeclarationText();
  const labelId = useId();
  const errorId = useId();
  const label = text.slot(slot.key, slot.label);
  const message = readOnly ? undefined : text.message(liveMaterialError(form, slot, files.length) ?? error);
  const photoHint =
    slot.key === PHOTOS_SLOT
      ? text.t(form.photos === 'min' ? 'award.decl.photosMin' : 'award.decl.photosMax', { count: PHOTOS_REQUIRED })
      : undefined;
  const accept = slot.accept
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
    .map((type) => (type === 'image/*' ? text.t('award.decl.acceptImages') : type.replace(/^\./, '').toUpperCase()))
    .join('、');

  return (
    <Box
      as="section"
      aria-labelledby={labelId}
      aria-describedby={message ? errorId : undefined}
      data-declaration-error={message ? '' : undefined}
      tabIndex={message ? -1 : undefined}
      borderWidth="1px"
      borderColor={message ? 'border.error' : undefined}
      borderRadius="md"
      p="4"
    >
      <Stack gap="1" mb="3">
        <HStack gap="1">
          <Text id={labelId} fontWeight="medium">
            {label}
          </Text>
          {slot.required && !readOnly && (
            <Text as="span" color="fg.error" aria-label={text.t('award.decl.required')}>
              *
            </Text>
          )}
        </HStack>
        {!readOnly && (
          <Text fontSize="sm" color="fg.muted">
            {[text.t('award.decl.accept', { types: accept }), photoHint].filter(Boolean).join('；')}
          </Text>
        )}
      </Stack>
      {readOnly ? (
        <FileLinks files={files} max={slot.maxFiles} label={label} />
      ) : (
        <UploadField
          value={files.map(toUploadFile)}
          onChange={(next) => onChange(next.map(toFormFile))}
          accept={slot.accept}
          max={slot.maxFiles}
          label={label}
        />
      )}
      {message && (
        <Text id={errorId} mt="2" fontSize="sm" color="fg.error">
          {message}
        </Text>
      )}
    </Box>
  );
}

/** The files of a slot, read-only: image thumbnails with a lightbox, PDFs previewed, all downloadable; with their count. */
export function FileLinks({ files, max, label }: { files: readonly FileRef[]; max?: number; label?: string }) {
  const text = useDeclarationText();
  if (files.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {text.t('award.decl.noFiles')}
      </Text>
    );
  return (
    <Stack gap="1">
      {max !== undefined && (
        <Text fontSize="sm" color="fg.muted">
          {text.t('resource.upload.count', { count: files.length, max })}
        </Text>
      )}
      <FileGallery files={files} label={label} />
    </Stack>
  );
}
