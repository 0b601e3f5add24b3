import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { onSessionExpired } from '../../../lib/session';

/**
 * Spec section 4: when the server refuses the token, the visitor is told once and taken to
 * /login. The session module makes sure only the first refused call gets here.
 */
export function useSessionExpiry(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired((message) => {
        toast.error(t(message), { id: 'session-expired' });
        void navigate(paths.login(), { replace: true });
      }),
    [t, navigate],
  );
}
