import { inflateSync } from 'node:zlib';

/** A decoded image: RGBA, 8 bits per channel, row after row. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes the PNGs browsers write: 8-bit greyscale, RGB or RGBA (with or without alpha), not
 * interlaced. Enough to look at screenshots; not a general decoder. */
export function decodePng(png: Uint8Array): RgbaImage {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!SIGNATURE.every((byte, i) => buf[i] === byte)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const body = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      colourType = body[9]!;
      if (depth !== 8 || body[12] !== 0)
        throw new Error(`unsupported PNG: depth ${depth}, interlace ${body[12]}`);
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colourType];
  if (!channels) throw new Error(`unsupported PNG colour type ${colourType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const value = raw[line + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      let out: number;
      switch (filter) {
        case 0:
          out = value;
          break;
        case 1:
          out = value + left;
          break;
        case 2:
          out = value + up;
          break;
        case 3:
          out = value + ((left + up) >> 1);
          break;
        case 4:
          out = value + paeth(left, up, upLeft);
          break;
        default:
          throw new Error(`bad PNG filter ${filter}`);
      }
      pixels[y * stride + x] = out & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * channels;
    if (channels >= 3) {
      data[i * 4] = pixels[s]!;
      data[i * 4 + 1] = pixels[s + 1]!;
      data[i * 4 + 2] = pixels[s + 2]!;
    } else {
      data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = pixels[s]!;
    }
    data[i * 4 + 3] = channels === 4 ? pixels[s + 3]! : channels === 2 ? pixels[s + 1]! : 255;
  }
  return { width, height, data };
}
