import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { drained } from './drained';

/**
 * A streaming ZIP writer (PKWARE APPNOTE, deflate, no ZIP64) for the XLSX export: small files
 * are compressed at once, one large file is compressed while it is written, by Node's native
 * zlib on the thread pool, so the event loop only writes the XML. Memory stays flat: `stream`
 * pauses the compressor when the reader is slow, and `write` answers false until it drains.
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: deflate
const DEFLATE = 8;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const MAX_32 = 0xffffffff;

type Entry = {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
};

/** MS-DOS date and time (local time, 2-second steps), as ZIP headers carry them. */
function dosDateTime(d: Date): { date: number; time: number } {
  return {
    date: (Math.max(0, d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
  };
}

class ZipTooLargeError extends Error {
  constructor() {
    super('the file is larger than 4 GiB, which needs ZIP64');
  }
}

export type ZipEntryStream = {
  /** Adds bytes to the file; answers false when the caller should wait for `drained()`. */
  write(data: Buffer): boolean;
  /** Resolves when the compressor wants more (or the zip was abandoned). */
  drained(): Promise<void>;
  /** Ends the file (waits for its last compressed bytes). */
  end(): Promise<void>;
};

export class ZipWriter {
  /** The ZIP file's bytes. Destroying it (the client went away) stops the compressor. */
  readonly stream = new PassThrough();
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());
  private open = false;

  constructor(private readonly level = 3) {}

  private emit(bytes: Buffer): void {
    this.offset += bytes.length;
    this.stream.write(bytes);
  }

  private localHeader(e: Entry): Buffer {
    const h = Buffer.alloc(30 + e.name.length);
    h.writeUInt32LE(LOCAL_HEADER, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.compressed, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    h.writeUInt16LE(0, 28);
    e.name.copy(h, 30);
    return h;
  }

  private entry(name: string, flags: number): Entry {
    if (this.open) throw new Error('a streamed zip entry is still open');
    const e: Entry = {
      name: Buffer.from(name, 'utf8'),
      flags: flags | (/^[\x20-\x7e]*$/.test(name) ? 0 : FLAG_UTF8_NAME),
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    this.entries.push(e);
    return e;
  }

  /** A small file, compressed at once. */
  addFile(name: string, content: string | Buffer): void {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const compressed = zlib.deflateRawSync(data, { level: 6 });
    const e = this.entry(name, 0);
    e.crc = zlib.crc32(data);
    e.size = data.length;
    e.compressed = compressed.length;
    this.emit(this.localHeader(e));
    this.emit(compressed);
  }

  /** A file compressed while it is written (sizes and CRC follow it in a data descriptor). */
  addStream(name: string): ZipEntryStream {
    const e = this.entry(name, FLAG_DATA_DESCRIPTOR);
    this.emit(this.localHeader(e));
    this.open = true;
    const out = this.stream;
    const deflate = zlib.createDeflateRaw({ level: this.level });
    let failure: Error | undefined;
    const fail = (err: Error) => {
      failure ??= err;
      deflate.destroy();
      out.destroy(err);
    };
    deflate.on('data', (chunk: Buffer) => {
      e.compressed += chunk.length;
      this.offset += chunk.length;
      if (!out.write(chunk)) deflate.pause();
    });
    deflate.on('error', fail);
    const resume = () => deflate.resume();
    out.on('drain', resume);
    const abandon = () => deflate.destroy();
    out.once('close', abandon);
    const ended = new Promise<void>((resolve) => deflate.once('close', resolve));

    return {
      write: (data) => {
        if (failure || out.destroyed) return true;
        e.crc = zlib.crc32(data, e.crc);
        e.size += data.length;
        if (e.size > MAX_32) {
          fail(new ZipTooLargeError());
          return true;
        }
        return deflate.write(data);
      },
      drained: () =>
        !deflate.writableNeedDrain || deflate.destroyed ? Promise.resolve() : drained(deflate),
      end: async () => {
        if (!deflate.destroyed) deflate.end();
        await ended;
        out.off('drain', resume);
        out.off('close', abandon);
        this.open = false;
        if (failure) throw failure;
        if (out.destroyed) return;
        if (e.compressed > MAX_32) throw new ZipTooLargeError();
        const d = Buffer.alloc(16);
        d.writeUInt32LE(DATA_DESCRIPTOR, 0);
        d.writeUInt32LE(e.crc, 4);
        d.writeUInt32LE(e.compressed, 8);
        d.writeUInt32LE(e.size, 12);
        this.emit(d);
      },
    };
  }

  /** Writes the central directory and ends `stream`. */
  finish(): void {
    if (this.stream.destroyed) return;
    const start = this.offset;
    for (const e of this.entries) {
      if (e.compressed > MAX_32 || e.offset > MAX_32) throw new ZipTooLargeError();
      const h = Buffer.alloc(46 + e.name.length);
      h.writeUInt32LE(CENTRAL_HEADER, 0);
      h.writeUInt16LE(VERSION, 4);
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra field, comment, disk number, internal and external attributes: all 0
      h.writeUInt32LE(e.offset, 42);
      e.name.copy(h, 46);
      this.emit(h);
    }
    const size = this.offset - start;
    if (start > MAX_32) throw new ZipTooLargeError();
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    this.stream.end(end);
  }
}
