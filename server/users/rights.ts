import { HttpProblem, notification, translate } from '../errors';

/** The rights of a user, in rank order admin > main > edit. */
export interface Rights {
  admin: boolean;
  main: boolean;
  edit: boolean;
}

/** The right flags a user body may carry. */
export const RIGHTS = ['admin', 'main', 'edit'] as const;

/** Whether the editor holds every right the other user has; an admin holds all. */
export function holdsRightsOf(editor: Rights, other: Rights): boolean {
  return editor.admin || RIGHTS.every((right) => !other[right] || editor[right]);
}

/** The rights the body sets to true that the editor does not hold (empty for admins). */
export function rightsNotHeld(editor: Rights, body: Record<string, unknown>): string[] {
  return editor.admin ? [] : RIGHTS.filter((right) => body[right] === true && !editor[right]);
}

/** A refusal of the user management with the catalogue text of benutzer.<key>. */
export function refusedUserChange(key: string, status = 403, fieldname?: string): HttpProblem {
  return new HttpProblem(status, [
    notification(`benutzer.${key}`, translate(`benutzer.${key}`), { header: 'Benutzer', fieldname }),
  ]);
}
