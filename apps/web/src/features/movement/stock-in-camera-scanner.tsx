import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';

/**
 * SPEC §2 stock-in step 2, the camera half: @zxing/browser reads a barcode / QR code from the back
 * camera. This module (and zxing, ~140 KB gzip) is loaded only when the operator presses "Scan with
 * camera" (React.lazy in stock-in-scan-step.tsx), never with the shell or the dialog's first chunk.
 */

/** Ours (SPEC has no wording): why the camera could not start; the manual field stays usable. */
export const cameraProblemText = (error: unknown, label: string): string => {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `Camera permission was denied. Allow the camera in the browser settings, or type the ${label} instead.`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return `No camera was found on this device. Type the ${label} instead.`;
    case 'NotReadableError':
    case 'TrackStartError':
      return `The camera is in use by another app. Close it and try again, or type the ${label} instead.`;
    default:
      return `The camera could not be started. Type the ${label} instead.`;
  }
};

export const noCameraText = (label: string): string =>
  `This browser cannot use a camera here. Type the ${label} instead.`;

const hasCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

interface Props {
  /** The identifier's label ("Registration Number" / "Chassis Number"), for the messages. */
  label: string;
  /** The decoded text, raw: the scan step normalises it like manual entry. */
  onDecoded: (text: string) => void;
  onClose: () => void;
}

export const StockInCameraScanner = ({ label, onDecoded, onClose }: Props) => {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | undefined>(() => (hasCamera() ? undefined : noCameraText(label)));
  const [live, setLive] = useState(false);
  // The latest callbacks without restarting the camera when the parent re-renders.
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  }, [onDecoded]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasCamera()) return undefined;
    let disposed = false;
    let controls: IScannerControls | undefined;
    const stop = () => {
      controls?.stop();
      controls = undefined;
    };
    const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: 150 });
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result, _error, scanControls) => {
        if (disposed || !result) return;
        disposed = true;
        scanControls.stop();
        onDecodedRef.current(result.getText());
      })
      .then((started) => {
        controls = started;
        // Closed (or decoded) while the camera was starting: release it at once.
        if (disposed) stop();
        else setLive(true);
      })
      .catch((error: unknown) => {
        if (!disposed) setProblem(cameraProblemText(error, label));
      });
    return () => {
      disposed = true;
      stop();
    };
  }, [label]);

  return (
    <div className="stock-in-camera">
      {problem ? (
        <Alert type="warning" showIcon title={problem} role="alert" className="stock-in-camera-problem" />
      ) : (
        <>
          <video
            ref={videoRef}
            className="stock-in-camera-video"
            aria-label={`Camera preview: point it at the ${label} barcode`}
            muted
            playsInline
            style={{ display: 'block', width: '100%', maxHeight: 260, objectFit: 'cover', background: '#000' }}
          />
          <Typography.Paragraph type="secondary" aria-live="polite" style={{ margin: '8px 0 0' }}>
            {live ? `Point the camera at the ${label} barcode.` : 'Starting the camera…'}
          </Typography.Paragraph>
        </>
      )}
      <Button onClick={onClose} block style={{ marginTop: 8 }}>
        {problem ? 'Close camera' : 'Stop camera'}
      </Button>
    </div>
  );
};

export default StockInCameraScanner;
