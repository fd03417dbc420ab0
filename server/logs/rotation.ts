/** How the server's log files rotate (pino-roll): a new file per day or at a size, the newest ones kept. */
export interface LogRotation {
  /** A new file every day ('daily'), every hour ('hourly') or every so many ms. */
  frequency: 'daily' | 'hourly' | number;
  /** A new file once one reaches this size: a number of MB or '500k', '10m', '1g'. */
  size: string;
  /** Rotated files kept besides the one being written; older ones are deleted. */
  keep: number;
}

/** Default rotation: daily or at 10 MB, two weeks of files kept. */
export const DEFAULT_LOG_ROTATION: LogRotation = { frequency: 'daily', size: '10m', keep: 14 };

/**
 * The rotation from the environment: LOG_ROTATE_FREQUENCY ('daily', 'hourly' or ms), LOG_ROTATE_SIZE ('10m', '500k'),
 * LOG_FILES_KEPT (count). A value that does not parse keeps the default, so a typo never stops the logging.
 */
export function logRotationFromEnv(env: NodeJS.ProcessEnv = process.env): LogRotation {
  const frequency = env.LOG_ROTATE_FREQUENCY?.trim();
  const ms = Number(frequency);
  const size = env.LOG_ROTATE_SIZE?.trim().toLowerCase();
  const keep = Number(env.LOG_FILES_KEPT);
  return {
    frequency:
      frequency === 'daily' || frequency === 'hourly'
        ? frequency
        : Number.isInteger(ms) && ms >= 1000
          ? ms
          : DEFAULT_LOG_ROTATION.frequency,
    size: size && /^\d+[kmg]?$/.test(size) && !/^0+[kmg]?$/.test(size) ? size : DEFAULT_LOG_ROTATION.size,
    keep: Number.isInteger(keep) && keep >= 1 ? keep : DEFAULT_LOG_ROTATION.keep,
  };
}
