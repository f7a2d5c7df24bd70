import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Me } from '@/lib/auth';

export type DeviceInfo = { platform: string; language: string; screenWidth: number; screenHeight: number };

export type SignInBody = {
  email?: string;
  phone?: string;
  password: string;
  deviceInfo?: DeviceInfo;
};

export type SignInResult = { user: Me; twoFactorRequired?: never } | { twoFactorRequired: true; user?: never };

/** What the session list in settings shows for this browser (PRODUCT §2, `user_sessions`). */
export function currentDeviceInfo(): DeviceInfo {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    platform: (nav.userAgentData?.platform || navigator.platform || 'unknown').slice(0, 100),
    language: (navigator.language || 'tr-TR').slice(0, 35),
    screenWidth: Math.round(window.screen?.width ?? window.innerWidth),
    screenHeight: Math.round(window.screen?.height ?? window.innerHeight),
  };
}

export function signIn(body: SignInBody): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in', body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, retry: false });
}
