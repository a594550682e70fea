/**
 * A bot's output cut into lines, each at most `max` bytes: a program that writes without end and
 * never a newline would otherwise grow one line until quadriga runs out of memory. A longer line
 * is dropped as it comes (never held whole) and reported once, as `overlong`, when it ends.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  /** Bytes of the line being dropped, or -1 when none is. */
  private dropped = -1;

  constructor(
    private readonly max: number,
    private readonly line: (text: string) => void,
    private readonly overlong: (bytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      this.take(chunk.subarray(from, nl));
      this.end();
      from = nl + 1;
    }
    if (from < chunk.length) this.take(chunk.subarray(from));
  }

  /** The output has ended: a last line without its newline still counts. */
  close(): void {
    if (this.size > 0 || this.dropped > 0) this.end();
  }

  private take(piece: Buffer): void {
    if (this.dropped >= 0) {
      this.dropped += piece.length;
      return;
    }
    if (this.size + piece.length > this.max) {
      this.dropped = this.size + piece.length;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(Buffer.from(piece));
    this.size += piece.length;
  }

  private end(): void {
    if (this.dropped >= 0) this.overlong(this.dropped);
    else this.line(Buffer.concat(this.parts, this.size).toString('utf8').replace(/\r$/, ''));
    this.parts = [];
    this.size = 0;
    this.dropped = -1;
  }
}
