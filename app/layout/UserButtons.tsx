import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, toNotifications, unwrap } from '../api';
import { useNotifier } from '../notifications';
import { UserDialog, userText, type User } from '../pages/usermanagement';
import { useSession } from '../session';

/** Where 'Benutzerwechsel' leads back to (account-admin.md §4: it reloads user management). */
const USER_MANAGEMENT = '/masterdata/usermanagement';

/**
 * The header's user buttons (`compact`: icons only, for the narrow header) (account-admin.md §2 Top menu): the user button opens the add/edit dialog for the logged-in
 * user; 'Benutzerwechsel' appears only while an admin acts as another user and restores the admin's session.
 */
export function UserButtons({ username, compact = false }: { username: string; compact?: boolean }) {
  const { impersonatedBy, switchBack } = useSession();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const [own, setOwn] = useState<User | null>(null);
  const openOwn = () => {
    api
      .GET('/api/benutzer/currentAsList')
      .then((r) => setOwn(unwrap(r)[0] ?? null))
      .catch((error: unknown) => notify(toNotifications(error)));
  };
  const back = () => {
    switchBack?.()
      .then(() => navigate(USER_MANAGEMENT, { state: { reload: Date.now() } }))
      .catch((error: unknown) => notify(toNotifications(error)));
  };
  return (
    <>
      {/* Narrow windows (390 px) show the icons only, so the header never scrolls sideways. */}
      <Button
        variant="minimal"
        icon="user"
        text={compact ? undefined : username}
        aria-label={userText('angemeldet', username)}
        onClick={openOwn}
      />
      {impersonatedBy && (
        <Button
          variant="minimal"
          icon="swap-horizontal"
          text={compact ? undefined : userText('benutzerwechsel')}
          aria-label={compact ? userText('benutzerwechsel') : undefined}
          title={impersonatedBy}
          onClick={back}
        />
      )}
      <UserDialog isOpen={own !== null} user={own} own onClose={() => setOwn(null)} />
    </>
  );
}
