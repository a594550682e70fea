/**
 * Node 20 has `Blob` but no `FileReader`, which three's GLTFExporter uses to turn its blobs into
 * bytes. This installs the two methods it calls, and only when the global is missing.
 */

type ReaderHandler = ((this: MinimalFileReader) => void) | null;

class MinimalFileReader {
  result: ArrayBuffer | string | null = null;
  error: unknown = null;
  onload: ReaderHandler = null;
  onloadend: ReaderHandler = null;
  onerror: ReaderHandler = null;

  readAsArrayBuffer(blob: Blob): void {
    this.read(blob, (bytes) => bytes);
  }

  readAsDataURL(blob: Blob): void {
    const type = blob.type || 'application/octet-stream';
    this.read(blob, (bytes) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`);
  }

  // The exporter assigns onloadend after calling readAs*, so the callbacks must fire asynchronously,
  // which Blob.arrayBuffer() guarantees.
  private read(blob: Blob, convert: (bytes: ArrayBuffer) => ArrayBuffer | string): void {
    blob.arrayBuffer().then(
      (bytes) => {
        this.result = convert(bytes);
        this.onload?.call(this);
        this.onloadend?.call(this);
      },
      (error: unknown) => {
        this.error = error;
        this.onerror?.call(this);
        this.onloadend?.call(this);
      },
    );
  }
}

export function installFileReaderShim(): void {
  if (typeof globalThis.FileReader === 'undefined') {
    Object.defineProperty(globalThis, 'FileReader', {
      value: MinimalFileReader,
      configurable: true,
      writable: true,
    });
  }
}
