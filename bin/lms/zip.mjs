// A small zip writer (and reader, for the tests) on Node's own zlib: DEFLATE
// for text, STORE where deflating does not pay, CRC-32 from zlib.crc32. A
// SCORM package and an .h5p file are plain zip files; this is all they need,
// so `npx boardlets-pack` adds no dependency to the package.
import { Buffer } from 'node:buffer';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** DOS date and time of 1980-01-01 00:00: every entry gets it, so a package is byte-for-byte reproducible. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * The bytes of a zip file holding `files` (path inside the zip, with `/`, to contents), in that order.
 * @param {Map<string, Uint8Array | string>} files
 * @returns {Buffer}
 */
export function writeZip(files) {
  const locals = [];
  const central = [];
  let offset = 0;
  for (const [path, contents] of files) {
    const name = Buffer.from(path, 'utf8');
    const data = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : Buffer.from(contents);
    const deflated = deflateRawSync(data, { level: 9 });
    const store = deflated.length >= data.length;
    const body = store ? data : deflated;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(store ? 0 : 8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by: 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(store ? 0 : 8, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42); // the other fields (extra, comment, disk, attributes) are 0
    locals.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  if (files.size > 0xffff || offset > 0xffffffff) throw new Error('boardlets-pack: too large for a zip without zip64');
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The files in a zip (path to contents), read from its central directory, each checked against its CRC-32.
 * Reads what writeZip writes (and plain zips without zip64).
 * @param {Uint8Array} zip
 * @returns {Map<string, Buffer>}
 */
export function readZip(zip) {
  const buf = Buffer.from(zip);
  const endAt = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip file: no end of central directory');
  const count = buf.readUInt16LE(endAt + 10);
  let at = buf.readUInt32LE(endAt + 16);
  const files = new Map();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip: bad central directory entry ${i}`);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const localAt = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    const raw = buf.subarray(dataAt, dataAt + size);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`zip: ${name} uses compression method ${method}`);
    if (crc32(data) !== crc) throw new Error(`zip: ${name} fails its CRC-32`);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
