import { Box, Button, Dialog, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download, Eye, FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogFrame } from '../crud/DialogFrame';
import { isImageName } from '../form/upload';

const ImageLightbox = lazy(() => import('./ImageLightbox'));

export interface GalleryFile {
  name: string;
  url: string;
}

const isPdfName = (name: string) => /\.pdf$/i.test(name.trim());

/**
 * Uploaded files as a reader wants them: images as thumbnails that open a lightbox (arrow keys between them, Esc
 * to close), PDFs previewed in the page, everything downloadable. Used wherever materials and attachments are shown.
 */
export function FileGallery({ files, label }: { files: readonly GalleryFile[]; label?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const images = files.filter((f) => isImageName(f.name));
  const others = files.filter((f) => !isImageName(f.name));
  const [shown, setShown] = useState(-1);
  const [pdf, setPdf] = useState<GalleryFile | null>(null);
  return (
    <Stack gap="3">
      {images.length > 0 && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 3, sm: 4, md: 6 }}
          gap="2"
          aria-label={label ? t('files.images', { label }) : undefined}
        >
          {images.map((image, index) => (
            <Box as="li" key={`${image.url}-${index}`} minW="0">
              <Box
                asChild
                display="block"
                w="full"
                rounded="md"
                overflow="hidden"
                borderWidth="1px"
                bg="bg.muted"
                cursor="zoom-in"
                colorPalette="blue"
                _hover={{ borderColor: 'colorPalette.solid' }}
                focusRing="outside"
              >
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={t('files.open', { name: image.name })}
                >
                  <Image src={image.url} alt="" loading="lazy" aspectRatio="1" objectFit="cover" w="full" />
                </button>
              </Box>
              <Text fontSize="xs" color="fg.muted" truncate title={image.name} mt="1">
                {image.name}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none">
          {others.map((file, index) => (
            <HStack as="li" key={`${file.url}-${index}`} gap="2" wrap="wrap">
              <FileText size={14} aria-hidden />
              <Link
                href={file.url}
                download={file.name}
                target="_blank"
                rel="noopener noreferrer"
                variant="underline"
                wordBreak="break-all"
              >
                {file.name}
              </Link>
              {isPdfName(file.name) && (
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="blue"
                  onClick={() => setPdf(file)}
                  aria-label={t('files.preview', { name: file.name })}
                >
                  <Eye aria-hidden /> {t('files.previewShort')}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {shown >= 0 && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} index={shown} onClose={() => setShown(-1)} />
        </Suspense>
      )}
      <DialogFrame open={Boolean(pdf)} onClose={() => setPdf(null)} title={pdf?.name ?? ''} size="xl" lazy>
        <Dialog.Body>
          {pdf && (
            <Box asChild w="full" h={{ base: '70vh', md: '75vh' }} borderWidth="1px" rounded="md">
              <iframe src={pdf.url} title={t('files.preview', { name: pdf.name })} />
            </Box>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {pdf && (
            <Button asChild variant="outline">
              <a href={pdf.url} download={pdf.name} target="_blank" rel="noopener noreferrer">
                <Download aria-hidden /> {t('files.download')}
              </a>
            </Button>
          )}
        </Dialog.Footer>
      </DialogFrame>
    </Stack>
  );
}
