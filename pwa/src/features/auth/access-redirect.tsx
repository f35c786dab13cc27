import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { accessMessages, authMessages } from '@institute/shared-schema';
import { accessEvent, type AccessEventDetail } from '../../api/http';
import { notify } from '../../ui/notify';

/**
 * Sends the user to /login when the server ends the session (401) or refuses the role (403), and
 * to /change-password when the account must first change its default password.
 */
export function AccessRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onAccess = (e: Event) => {
      const { reason } = (e as CustomEvent<AccessEventDetail>).detail;
      if (reason === 'change-password') {
        void notify(authMessages.mustChangePassword, 'info', 6000);
        return void navigate({ to: '/change-password' });
      }
      void notify(reason === 'expired' ? accessMessages.sessionExpired : accessMessages.forbidden, 'error', 6000);
      void navigate({ to: '/login' });
    };
    window.addEventListener(accessEvent, onAccess);
    return () => window.removeEventListener(accessEvent, onAccess);
  }, [navigate]);
  return null;
}
