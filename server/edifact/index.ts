import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { createStandInDispatch, type DispatchSystem } from '../dispatch';
import type { DispatchOptions } from './config';
import { createEdifactDispatch } from './dispatch';

export { applyInterchange } from './apply';
export type { ApplyResult } from './apply';
export { dispatchOptionsFromEnv } from './config';
export type { DispatchOptions, EdifactOptions } from './config';
export { createEdifactDispatch } from './dispatch';
export { buildIftmin } from './iftmin';
export type { MessageFunction, OrderForMessage } from './iftmin';
export { readIftsta } from './iftsta';
export type { StatusInterchange, StatusReport } from './iftsta';
export { folderMailbox } from './mailbox';
export type { Folders, Mailbox } from './mailbox';
export { iftminName } from './outgoing';
export { EdifactError, readSegments } from './read';
export type { Segment } from './read';
export { escape, segment, toCharset } from './syntax';
export type { EdifactCharset } from './syntax';

/** The dispatch system the options choose: the in-process stand-in (default, demo) or EDIFACT files (docs/edifact.md). */
export async function createDispatch(
  db: Db,
  options: DispatchOptions | undefined,
  log: FastifyBaseLogger,
): Promise<DispatchSystem> {
  return options?.adapter === 'edifact' ? createEdifactDispatch(db, options.edifact, log) : createStandInDispatch(db);
}
