import { open } from 'node:fs/promises';

/** Bytes read per step from the end of the file. */
const CHUNK = 64 * 1024;
/** At most this much of a file is read for one answer (1,000 lines of stack traces); older lines are left out. */
export const TAIL_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The last `rows` lines of a text file, oldest first, read backwards from its end in 64 KB steps: a log file of a
 * gigabyte costs as much as its last lines. A line still being written (no final newline yet) is left out. A newline
 * byte never occurs inside a UTF-8 sequence, so cutting at one never splits a character.
 */
export async function readLastLines(path: string, rows: number, maxBytes = TAIL_MAX_BYTES): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const chunks: Buffer[] = [];
    let position = size;
    let newlines = 0;
    let read = 0;
    // rows + 1 newlines: the one before the oldest wanted line marks its start.
    while (position > 0 && newlines <= rows && read < maxBytes) {
      const length = Math.min(CHUNK, position, maxBytes - read);
      position -= length;
      const buffer = Buffer.alloc(length);
      await file.read(buffer, 0, length, position);
      chunks.unshift(buffer);
      read += length;
      for (let i = 0; i < length; i++) if (buffer[i] === 0x0a) newlines++;
    }
    const bytes = Buffer.concat(chunks);
    const end = bytes.lastIndexOf(0x0a);
    if (end < 0) return [];
    // Read from the start of the file: the first line is whole; otherwise it starts after the first newline.
    const start = position === 0 ? 0 : bytes.indexOf(0x0a) + 1;
    const lines = start > end ? [] : bytes.subarray(start, end).toString('utf8').split('\n');
    return lines.slice(-rows);
  } finally {
    await file.close();
  }
}
