import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { onSessionExpired } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

const REGISTRATION_SCREENS = new Set([paths.register(), paths.yourAccount(), paths.signUp()]);
/** Every user-details query (`userDetailsKey`), whoever's phone. */
const USER_DETAILS = ['userDetails'];

/**
 * Spec section 4: when the server refuses the token, the visitor is told once and taken to
 * /login. The session module makes sure only the first refused call gets here, with that call's
 * words. A registration screen still waiting for the user's details has its own words whichever
 * call was refused first: the cart badge's call, made by the layout, usually is.
 */
export function useSessionExpiry(): void {
  const t = useStrings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired((message) => {
        const onRegistration = REGISTRATION_SCREENS.has(window.location.pathname.toLowerCase());
        const detailsShown = queryClient
          .getQueriesData({ queryKey: USER_DETAILS })
          .some(([, data]) => data !== undefined);
        const shown = onRegistration && !detailsShown ? 'profile.sessionExpired' : message;
        toast.error(t(shown), { id: 'session-expired' });
        void navigate(paths.login(), { replace: true });
      }),
    [t, navigate, queryClient],
  );
}
