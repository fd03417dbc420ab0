import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_ROTATION, logRotationFromEnv } from './rotation';

describe('logRotationFromEnv', () => {
  it('takes frequency, size and count from the environment', () => {
    expect(
      logRotationFromEnv({ LOG_ROTATE_FREQUENCY: 'hourly', LOG_ROTATE_SIZE: '500K', LOG_FILES_KEPT: '3' }),
    ).toEqual({ frequency: 'hourly', size: '500k', keep: 3 });
    expect(logRotationFromEnv({ LOG_ROTATE_FREQUENCY: '60000' }).frequency).toBe(60_000);
  });

  it('keeps the defaults for missing or unreadable values, so a typo never stops the logging', () => {
    expect(logRotationFromEnv({})).toEqual(DEFAULT_LOG_ROTATION);
    expect(logRotationFromEnv({ LOG_ROTATE_FREQUENCY: 'weekly', LOG_ROTATE_SIZE: '0m', LOG_FILES_KEPT: '-1' })).toEqual(
      DEFAULT_LOG_ROTATION,
    );
  });
});
