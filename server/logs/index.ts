export { openLogFiles } from './logFiles';
export type { LogFiles, LogFilesOptions } from './logFiles';
export { DEFAULT_LOG_ROTATION, logRotationFromEnv } from './rotation';
export type { LogRotation } from './rotation';
export { LOG_REDACT_PATHS, REDACTED } from './redact';
export { readLastLines, TAIL_MAX_BYTES } from './tail';
