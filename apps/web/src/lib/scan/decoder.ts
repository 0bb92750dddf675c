/** The few formats a device label carries: the serial as Code 128, a QR code, and their kin. */
const FORMATS = ['code_128', 'qr_code', 'code_39', 'data_matrix'] as const;

export type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };

let loading: Promise<Detector> | null = null;

/**
 * The barcode reader, loaded on first use (its code and WASM stay out of the first load). The
 * WASM file is an asset of our own build, served by our server: nothing is fetched from a CDN
 * (`@scan/zxing_reader.wasm` is an alias in vite.config.ts: the WASM barcode-detector pins).
 */
export function loadDetector(): Promise<Detector> {
  loading ??= (async () => {
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('@scan/zxing_reader.wasm?url'),
    ]);
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path,
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats: [...FORMATS] });
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
