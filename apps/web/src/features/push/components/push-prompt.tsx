import { useEffect, useState } from 'react';
import { enPush } from '@krishi/contract';
import { pushSupported, subscribeThisBrowser } from '../lib/subscribe';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './push.css';

/** "Not now" is remembered in this browser, so the prompt does not come back on every page. */
const DISMISSED_KEY = 'pushPromptDismissed';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/**
 * With the permission granted, subscribes quietly (again on each visit, so a subscription the
 * browser renewed or the server forgot is saved anew). Otherwise offers a button: asking for
 * the permission must come from a click.
 */
export function PushPrompt() {
  const t = useStrings(enPush);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A failure here is retried on the next visit; the visitor asked for nothing just now.
    if (permission === 'granted') subscribeThisBrowser().catch(() => undefined);
  }, [permission]);

  if (dismissed || permission === 'granted' || permission === 'denied') return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  const enable = async () => {
    if (!pushSupported()) {
      toast.error(t('push.unsupported'));
      dismiss();
      return;
    }
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      if (answer !== 'granted') {
        toast.error(t('push.denied'));
        setPermission(answer);
        return;
      }
      await subscribeThisBrowser();
      toast.success(t('push.subscribed'));
      setPermission('granted');
    } catch {
      toast.error(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="push-prompt" aria-label={t('push.label')}>
      <p className="push-prompt__text">{t('push.prompt')}</p>
      <div className="push-prompt__actions">
        <button type="button" className="button button--small" onClick={enable} disabled={busy}>
          {t('push.enable')}
        </button>
        <button type="button" className="button button--small button--outline" onClick={dismiss}>
          {t('push.notNow')}
        </button>
      </div>
    </aside>
  );
}
