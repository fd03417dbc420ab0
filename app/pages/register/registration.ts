import type { components } from '../../../openapi';

type Data = Record<string, unknown>;
/** The registration payload of the contract (account-admin.md §3). */
export type Registration = components['schemas']['Registrierung'];

/**
 * The form's data as the registration payload: the form has the payload's shape plus what only the form needs (the
 * password repeat, the place search, the rule data of a taken name), which stays behind. Text fields are sent trimmed; empty optional ones are left out.
 */
export function toRegistration(data: Data): Registration {
  const { passwordRepeat: _repeat, ortSuche: _search, nameVergeben: _taken, owningMandant, ...user } = data;
  const tenant = (owningMandant ?? {}) as Data;
  const address = Object.fromEntries(
    Object.entries((tenant.adresse ?? {}) as Data)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );
  // Language and version are left to the server's defaults (account-admin.md §3: 50 and 1).
  return {
    ...(user as Pick<Registration, 'name' | 'email' | 'password'>),
    name: String(user.name ?? '').trim(),
    email: String(user.email ?? '').trim(),
    owningMandant: {
      name: String(tenant.name ?? '').trim(),
      adresse: address as Registration['owningMandant']['adresse'],
    },
  } as Registration;
}
