import type { Notification as PortalNotification } from '@portal/shared/contracts/notifications';

/** spec §7: the optional sound of an arriving notification, a short two-tone chime (no audio file). */
export function playNotificationSound(): void {
  const AudioContextClass =
    typeof window !== 'undefined'
      ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
      : undefined;
  if (!AudioContextClass) return;
  try {
    const ctx = new AudioContextClass();
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.4);
    gain.connect(ctx.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = ctx.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(ctx.currentTime + i * 0.12);
      tone.stop(ctx.currentTime + 0.4);
    });
    setTimeout(() => void ctx.close().catch(() => {}), 600);
  } catch {
    // A browser that refuses audio before any interaction: the toast still shows.
  }
}

/**
 * spec §7: the optional desktop notification (title, body, icon), shown only while the portal is
 * in the background (in front, the toast says it) and only with the browser's permission.
 */
export function showDesktopNotification(notification: PortalNotification, onClick: () => void): void {
  if (typeof window === 'undefined' || typeof window.Notification === 'undefined') return;
  if (window.Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  try {
    const desktop = new window.Notification(notification.title, {
      body: notification.message,
      icon: '/favicon.svg',
      tag: notification.campaignId ?? notification.id,
    });
    desktop.onclick = () => {
      window.focus();
      onClick();
      desktop.close();
    };
  } catch {
    // Some browsers allow it only from a service worker; the toast is enough there.
  }
}
