import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from './catalogue';
import { Notifications } from './notification';

/**
 * Longest path parameter the router accepts. Fastify's default of 100 characters refused comma-separated id lists
 * (`encrypt-ids/{ids}`, `exportcsv/{auftraegeIds}`) of more than about a dozen seven-digit orders; no route has a
 * regular-expression parameter this would protect, and Node's header limit still bounds the URL.
 */
export const MAX_PARAM_LENGTH = 8192;

/**
 * Fastify answers a malformed URL (bad percent-encoding) or an over-long path parameter before any hook or error
 * handler, in English; as the `frameworkErrors` option this keeps those answers in the notification format.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientMistake = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = clientMistake
    ? [
        Notifications.badRequest(
          error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? translate('badRequest.tooLarge') : undefined,
        ),
      ]
    : [Notifications.serverError()];
  if (clientMistake) request.log.info({ status: 400, code: error.code }, 'Anfrage abgelehnt');
  else request.log.error({ err: error }, 'Unbehandelter Fehler');
  void reply
    .code(clientMistake ? 400 : 500)
    .type('application/json; charset=utf-8')
    .send(body);
}
