import { useCallback, useEffect, useRef, useState } from "react";

export type ScannerStatus = "idle" | "starting" | "scanning" | "denied" | "unsupported" | "error";

type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

/** How often a frame is decoded: fast enough to feel instant, slow enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to this width before jsQR reads them; QR codes stay readable and decoding stays fast. */
const DECODE_WIDTH = 640;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The native BarcodeDetector where the browser has one (Chrome on Android, Safari 17+), else jsQR on
 * video frames. jsQR is imported only here, when the camera starts, so it never weighs on other pages.
 */
async function createDecoder(): Promise<Decoder> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const formats = (await Native.getSupportedFormats?.()) ?? ["qr_code"];
      if (formats.includes("qr_code")) {
        const detector = new Native({ formats: ["qr_code"] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // Some builds expose the class but cannot run it; fall through to jsQR.
    }
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** The rear camera into `videoRef`, decoding QR codes until stopped; each text read goes to `onCode`. */
export function useQrScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<ScannerStatus>("idle");
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const stop = useCallback(() => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus((current) => (current === "scanning" || current === "starting" ? "idle" : current));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus("unsupported");
      return;
    }
    setStatus("starting");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play();
      const decode = await createDecoder();
      setStatus("scanning");
      const tick = async () => {
        if (!streamRef.current) return;
        try {
          const text = await decode(video);
          if (text) onCodeRef.current(text);
        } catch {
          // A frame that cannot be read (camera still warming up) is skipped.
        }
        if (streamRef.current) timerRef.current = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      stop();
      const name = error instanceof DOMException ? error.name : "";
      setStatus(name === "NotAllowedError" || name === "SecurityError" ? "denied" : name === "NotFoundError" ? "unsupported" : "error");
    }
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { videoRef, status, start, stop };
}
