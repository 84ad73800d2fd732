import { Box, Button } from '@chakra-ui/react';
import { ScanLine, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

interface DetectedCode {
  rawValue: string;
}
type DetectorClass = new (options: {
  formats: string[];
}) => { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };

/** The browser's BarcodeDetector, when it has one (no library: browsers without it type the number). */
function detectorClass(): DetectorClass | undefined {
  if (typeof window === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined;
  return (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/** 扫码: reads a sign-in QR code with the camera and hands its text over; hidden where the browser cannot. */
export function ScanButton({ onCode, disabled }: { onCode(code: string): void; disabled?: boolean }) {
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const Detector = detectorClass();

  useEffect(() => {
    if (!scanning || !Detector) return;
    let stopped = false;
    let timer: number | undefined;
    let stream: MediaStream | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const [hit] = await detector.detect(video.current);
        if (hit?.rawValue) {
          setScanning(false);
          latest.current(hit.rawValue.trim());
          return;
        }
      } catch {
        // the frame was not ready: try the next one
      }
      timer = window.setTimeout(() => void tick(), 300);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      (s) => {
        stream = s;
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
  }, [scanning, Detector]);

  if (!Detector) return null;
  return (
    <>
      <Button size="lg" variant="outline" disabled={disabled} onClick={() => setScanning((v) => !v)}>
        {scanning ? <X /> : <ScanLine />}
        <FormattedMessage id={scanning ? 'event.checkin.stopScan' : 'event.checkin.scan'} />
      </Button>
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
