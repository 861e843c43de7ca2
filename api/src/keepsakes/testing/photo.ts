import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG photo-like picture (a sky over a field, with a sun) made here, so tests and the bench
 * print a photo of a real size without shipping image files.
 */
export function landscapePng(width = 900, height = 600): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const sun = { x: width * 0.72, y: height * 0.3, r: height * 0.12 };
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const horizon = height * 0.62 + Math.sin(x / 70) * 14;
      let rgb: [number, number, number];
      if ((x - sun.x) ** 2 + (y - sun.y) ** 2 < sun.r ** 2) rgb = [250, 214, 120];
      else if (y < horizon) rgb = [140 + (y / height) * 90, 185 + (y / height) * 50, 230];
      else rgb = [70 + ((x + y) % 23), 125 + ((x * y) % 17), 60];
      raw.set(rgb.map(Math.round), row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}
