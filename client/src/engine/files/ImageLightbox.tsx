import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useIntl } from 'react-intl';

export interface ImageLightboxProps {
  images: readonly { name: string; url: string }[];
  /** The image shown; -1 when closed. */
  index: number;
  onClose(): void;
}

/**
 * The images of a file list full size, one at a time: arrow keys and swipes move between them, Esc closes,
 * wheel or pinch zooms; the name and the position (3 / 15) are shown. Loaded on first use (its own chunk).
 */
export default function ImageLightbox({ images, index, onClose }: ImageLightboxProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(0, index)}
      close={onClose}
      slides={images.map((image) => ({ src: image.url, alt: image.name, title: image.name }))}
      plugins={[Captions, Counter, Zoom]}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t('files.lightbox.previous'),
        Next: t('files.lightbox.next'),
        Close: t('files.lightbox.close'),
        'Zoom in': t('files.lightbox.zoomIn'),
        'Zoom out': t('files.lightbox.zoomOut'),
        Lightbox: t('files.lightbox.label'),
        Carousel: t('files.lightbox.carousel'),
        'Photo gallery': t('files.lightbox.gallery'),
        Slide: t('files.lightbox.slide'),
        // The library fills in {index} and {total} itself: hand them through as they are.
        '{index} of {total}': t('files.lightbox.position', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
