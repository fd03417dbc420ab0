import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from './catalogue';
import { HttpProblem, Notifications, type Notification } from './notification';
import { validationNotifications } from './validation';
import { databaseErrorAnswer } from './databaseErrors';

// Fastify's own 4xx codes that deserve a specific German text (catalogue key) instead of the generic one.
const CLIENT_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'badRequest.mediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'badRequest.tooLarge',
  FST_ERR_JSON_TOO_DEEP: 'badRequest.tooDeep',
};

/** Maps any thrown error to a status and the notification list; 5xx never reveal internals. */
export function toNotifications(
  error: FastifyError | HttpProblem,
  request: FastifyRequest,
): {
  status: number;
  body: Notification[];
} {
  if (error instanceof HttpProblem) return { status: error.statusCode, body: error.notifications };
  if (error.validation) {
    return { status: 400, body: validationNotifications(error.validation, request.routeOptions.config?.validation) };
  }
  // Input the database refuses (out of range, duplicate, missing reference …): the client's mistake, not the server's.
  const database = databaseErrorAnswer(error);
  if (database) return database;
  const status = error.statusCode ?? 500;
  if (status === 404) return { status, body: [Notifications.notFound()] };
  // A body in a format the operation does not take: 400 as every operation of the contract declares it (415 none does).
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 400, body: [Notifications.badRequest(translate('badRequest.mediaType'))] };
  if (status >= 400 && status < 500) {
    return {
      status,
      body: [Notifications.badRequest(CLIENT_ERROR_KEYS[error.code] && translate(CLIENT_ERROR_KEYS[error.code]))],
    };
  }
  return { status: 500, body: [Notifications.serverError()] };
}

/** Answers unmatched routes with the notFound notification list. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send([Notifications.notFound()]);
}

/** Installs the root error and 404 handlers so no answer uses Fastify's English error JSON. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const { status, body } = toNotifications(error, request);
    // A deliberate 5xx (HttpProblem, e.g. the 501 stand-ins of not yet built operations) is an answer, not a fault.
    if (status >= 500 && !(error instanceof HttpProblem)) request.log.error({ err: error }, 'Unbehandelter Fehler');
    else if (status >= 500) request.log.warn({ status, id: body[0]?.id }, 'Anfrage nicht bedient');
    else request.log.info({ status, id: body[0]?.id }, 'Anfrage abgelehnt');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler(notFoundHandler);
}
