// pino-roll ships no types: the part of its API the server uses (build(options) => SonicBoom).
declare module 'pino-roll' {
  import type SonicBoom from 'sonic-boom';
  interface PinoRollOptions {
    file: string;
    frequency?: 'daily' | 'hourly' | number;
    size?: string | number;
    extension?: string;
    dateFormat?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    mkdir?: boolean;
    symlink?: boolean;
    sync?: boolean;
  }
  /** The stream; `file` is the path it writes to now (it changes at each rotation). */
  export default function build(options: PinoRollOptions): Promise<SonicBoom & { file: string }>;
}
