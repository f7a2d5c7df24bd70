import type { SignOutScope } from '@portal/shared/auth';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { realtime } from '@/lib/realtime';

export function signOut(scope: SignOutScope = 'global'): Promise<void> {
  return api.post<void>('/api/auth/sign-out', { scope });
}

/**
 * Sign out and land on /login whatever happens: a failed request still forgets the member
 * locally (spec §8), so nobody is left looking at a half-signed-in screen.
 */
export function useSignOut() {
  const { clear } = useAuth();
  const navigate = useNavigate();
  const running = useRef(false);

  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const toastId = toast.info('Çıkış yapılıyor...');
    try {
      await signOut();
      toast.dismiss(toastId);
    } catch {
      toast.dismiss(toastId);
      toast.error('Çıkış yaparken hata oluştu, yeniden yönlendiriliyor...');
    } finally {
      realtime.stop();
      clear();
      running.current = false;
      navigate('/login', { replace: true });
    }
  }, [clear, navigate]);
}
