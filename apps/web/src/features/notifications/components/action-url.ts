import type { NavigateFunction } from 'react-router';

export type ActionTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a notification's action_url leads: an app path (opened by the router) or an http(s)
 * address (a new tab). Anything else (javascript:, protocol-relative…) is not followed.
 */
export function resolveActionUrl(url: string | null | undefined): ActionTarget | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return { kind: 'internal', to: value };
  if (/^https?:\/\//i.test(value)) {
    try {
      const parsed = new URL(value);
      // Our own origin written out in full is still an app path.
      if (parsed.origin === window.location.origin) {
        return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
      }
      return { kind: 'external', href: parsed.href };
    } catch {
      return null;
    }
  }
  return null;
}

export function openActionTarget(target: ActionTarget, navigate: NavigateFunction): void {
  if (target.kind === 'internal') navigate(target.to);
  else window.open(target.href, '_blank', 'noopener,noreferrer');
}
