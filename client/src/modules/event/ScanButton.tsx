import { Box, Button, IconButton } from '@chakra-ui/react';
import { ImageUp, ScanLine, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../engine/feedback/toaster';

interface DetectedCode {
  rawValue: string;
}
type DetectorClass = new (options: {
  formats: string[];
}) => { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };

/** Reads the QR code in one video frame: the text, or undefined. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

/** The browser's BarcodeDetector, when it has one. */
function nativeDetector(): DetectorClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The WebAssembly decoder, loaded on first use only (its own chunk and .wasm asset). */
const wasmDecoder = () => import('./qrDecoder');

/** A frame reader: the native detector where there is one, else zxing-wasm on the frame's pixels. */
async function frameReader(): Promise<FrameReader> {
  const Native = nativeDetector();
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue?.trim() || undefined;
  }
  const { decodeQr } = await wasmDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

/**
 * 扫码: reads a sign-in QR code with the camera and hands its text over. Browsers without `BarcodeDetector`
 * (Safari, Firefox) decode with zxing-wasm instead; without a camera, a photo of the code can be chosen.
 */
export function ScanButton({ onCode, disabled }: { onCode(code: string): void; disabled?: boolean }) {
  const intl = useIntl();
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const picture = useRef<HTMLInputElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let timer: number | undefined;
    let stream: MediaStream | undefined;
    let read: FrameReader | undefined;
    const tick = async () => {
      if (stopped || !video.current || !read) return;
      try {
        const text = await read(video.current);
        if (text && !stopped) {
          setScanning(false);
          latest.current(text);
          return;
        }
      } catch {
        // the frame was not ready: try the next one
      }
      timer = window.setTimeout(() => void tick(), 300);
    };
    Promise.all([frameReader(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })]).then(
      ([reader, s]) => {
        stream = s;
        read = reader;
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play();
        }
        void tick();
      },
      () => setScanning(false),
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [scanning]);

  const fromPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { decodeQr } = await wasmDecoder();
    const text = await decodeQr(file).catch(() => undefined);
    if (text) latest.current(text);
    else notify('error', { text: intl.formatMessage({ id: 'event.checkin.noCode' }) });
  };

  return (
    <>
      {hasCamera() && (
        <Button size="lg" variant="outline" disabled={disabled} onClick={() => setScanning((v) => !v)}>
          {scanning ? <X /> : <ScanLine />}
          <FormattedMessage id={scanning ? 'event.checkin.stopScan' : 'event.checkin.scan'} />
        </Button>
      )}
      <IconButton
        size="lg"
        variant="outline"
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'event.checkin.scanPicture' })}
        title={intl.formatMessage({ id: 'event.checkin.scanPicture' })}
        onClick={() => picture.current?.click()}
      >
        <ImageUp />
      </IconButton>
      <input
        ref={picture}
        type="file"
        accept="image/*"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="checkin-picture-input"
        onChange={(e) => void fromPicture(e)}
      />
      {scanning && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.700"
          zIndex="modal"
          display="flex"
          alignItems="center"
          justifyContent="center"
          onClick={() => setScanning(false)}
        >
          <video ref={video} muted playsInline style={{ maxWidth: '90vw', maxHeight: '70vh' }} />
        </Box>
      )}
    </>
  );
}
