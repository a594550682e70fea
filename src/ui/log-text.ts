/**
 * A race log's text from the bytes of a file or a response: gzipped logs (`.json.gz`) are
 * recognised by their first bytes, whatever the name, and unpacked with the browser's own
 * DecompressionStream; anything else is read as UTF-8.
 */
export async function logText(bytes: ArrayBuffer): Promise<string> {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return new TextDecoder().decode(bytes);
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  try {
    return await new Response(unpacked).text();
  } catch (e) {
    throw new Error(`it starts as gzip but does not unpack (${e instanceof Error ? e.message : String(e)})`);
  }
}
