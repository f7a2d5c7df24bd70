import type { DeviceInfo, SignInRequest, SignInResponse } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** What the session list in settings shows for this browser (PRODUCT §2, `user_sessions`). */
export function currentDeviceInfo(): Required<DeviceInfo> {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    platform: (nav.userAgentData?.platform || navigator.platform || 'unknown').slice(0, 100),
    language: (navigator.language || 'tr-TR').slice(0, 35),
    screenWidth: Math.round(window.screen?.width ?? window.innerWidth),
    screenHeight: Math.round(window.screen?.height ?? window.innerHeight),
  };
}

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/auth/sign-in', body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, retry: false });
}
