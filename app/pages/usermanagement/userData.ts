import type { User } from './useUserSearch';

type Data = Record<string, unknown>;

/** A stored user as the dialog's form data: nulls left out (the document's fields are plain strings), own marks the caller himself. */
export function toFormData(user: User | null, own: boolean): Data {
  if (!user) return {};
  const data = Object.fromEntries(Object.entries(user).filter(([, value]) => value !== null && value !== undefined));
  return own ? { ...data, eigener: true } : data;
}

/**
 * The dialog's data as the body of POST/PUT /api/benutzer: the rule data stays behind, the name is trimmed (account-admin.md
 * §5), empty passwords are left out (editing keeps the password) and the current password only goes with a new one.
 */
export function toUserBody(data: Data): User {
  const {
    nameVergeben: _taken,
    eigener: _own,
    passwordMinLength: _minimum,
    password,
    passwordRepeat,
    passwordOld,
    email,
    ...user
  } = data;
  const body: Data = { ...user, name: String(user.name ?? '').trim() };
  if (typeof email === 'string' && email.trim()) body.email = email.trim();
  else if (user.id) body.email = null;
  if (password || passwordRepeat)
    Object.assign(
      body,
      { password: password ?? '', passwordRepeat: passwordRepeat ?? '' },
      passwordOld ? { passwordOld } : {},
    );
  return body as User;
}
