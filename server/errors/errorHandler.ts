import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from './catalogue';
import { HttpProblem, Notifications, type Notification } from './notification';
import { validationNotifications } from './validation';

// Fastify's own 4xx codes that deserve a specific German text (catalogue key) instead of the generic one.
const CLIENT_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'badRequest.mediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'badRequest.tooLarge',
};

/** Maps any thrown error to a status and the notification list; 5xx never reveal internals. */
export function toNotifications(error: FastifyError | HttpProblem, request: FastifyRequest): {
  status: number; body: Notification[];
} {
  if (error instanceof HttpProblem) return { status: error.statusCode, body: error.notifications };
  if (error.validation) {
    return { status: 400, body: validationNotifications(error.validation, request.routeOptions.config?.validation) };
  }
  // A number the database cannot hold (an id beyond its integer range): the client's mistake, not the server's.
  if ((error as { code?: unknown }).code === '22003') return { status: 400, body: [Notifications.badRequest(translate('badRequest.outOfRange'))] };
  // A character the database cannot store (NUL, a lone surrogate) that slipped past the request check: still the client's.
  if (['22021', '22P05'].includes(String((error as { code?: unknown }).code))) return { status: 400, body: [Notifications.badRequest(translate('validation.zeichen'))] };
  const status = error.statusCode ?? 500;
  if (status === 404) return { status, body: [Notifications.notFound()] };
  if (status >= 400 && status < 500) {
    return { status, body: [Notifications.badRequest(CLIENT_ERROR_KEYS[error.code] && translate(CLIENT_ERROR_KEYS[error.code]))] };
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
