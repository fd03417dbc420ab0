import type { FieldMessage } from '../../engine/core';
import type { components } from '../../openapi';
import { t } from '../texts';

/** A notification as the server sends it. */
export type Notification = components['schemas']['Notification'];

/** A failed API call carrying the server's notification list. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly notifications: Notification[],
  ) {
    super(notifications[0]?.message ?? `HTTP ${status}`);
  }
}

/** Builds a single error notification. */
export function errorNotification(message: string, header = t('fehler')): Notification {
  return { id: crypto.randomUUID(), fieldname: null, severity: 'ERROR', header, message };
}

/** A success or hint notice of the portal itself (not from the server), e.g. 'Der Auftrag … wurde erfolgreich gespeichert.'. */
export function infoNotification(header: string, message: string): Notification {
  return { id: crypto.randomUUID(), fieldname: null, severity: 'INFO', header, message };
}

/** Maps any failure to the notifications the user sees (orders.md §8, account-admin.md §8). */
export function toNotifications(error: unknown): Notification[] {
  if (error instanceof ApiError) {
    if (error.status === 500 || error.status === 507) {
      return [errorNotification(error.notifications[0]?.message ?? t('serverFehler'))];
    }
    return error.notifications.length ? error.notifications : [errorNotification(t('serverFehler'))];
  }
  return [errorNotification(t('serverNichtErreichbar'))];
}

/** The field-bound notifications of a refused request (400) as form messages: the server names each field by its form path. */
export function fieldMessages(error: unknown): FieldMessage[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.notifications.flatMap((n) =>
    n.fieldname ? [{ field: n.fieldname, message: n.message, rule: n.id }] : [],
  );
}
