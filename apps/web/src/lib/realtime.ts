import type { RealtimeMessage } from '@portal/shared/contracts/realtime';
import { RESYNC_EVENT } from '@portal/shared/realtime-events';
import { SOCKET_CLOSE } from '@portal/shared/sessions';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';

/**
 * One WebSocket per browser tab to `/api/realtime`. Features subscribe to event types with
 * `useRealtimeEvent`; the socket itself is opened by the signed-in layout and closed on sign-out.
 */

export type RealtimeState = 'connected' | 'error' | 'disconnected';
type Handler = (payload: unknown, message: RealtimeMessage) => void;

/** Delays before automatic reconnects: 1, 2, 5, 10 s, then every 10 s (spec §9). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const MAX_MANUAL_RECONNECTS = 5;
export const MAX_RECONNECT_MESSAGE = 'Maksimum yeniden bağlanma sayısına ulaşıldı';
/**
 * Local events (never sent by the server as messages) for the close codes with which the server
 * ends a socket: the session ended (sign-out, revocation, deactivation), or the member changed
 * (role or place in the network) and the app should re-read who it is.
 */
export const SESSION_ENDED_EVENT = 'session_ended';
export const MEMBER_CHANGED_EVENT = 'member_changed';
/** The client pings every 25 s; a socket silent for 10 s after a ping is treated as dead. */
export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

export type RealtimeSnapshot = {
  state: RealtimeState;
  /** Automatic reconnect attempts since the last successful open. */
  attempts: number;
  manualAttempts: number;
  lastMessageAt: number | null;
  lastEventType: string | null;
  connectedAt: number | null;
};

function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/realtime`;
}

class RealtimeClient {
  private socket: WebSocket | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private listeners = new Set<() => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private heartbeatDeadline: ReturnType<typeof setTimeout> | null = null;
  /** A drop is announced only if it lasts longer than a second, and its recovery only then. */
  private dropToastTimer: ReturnType<typeof setTimeout> | null = null;
  private dropAnnounced = false;
  private wanted = false;
  /** Whether this tab's socket has been open before (since the last sign-out). */
  private everConnected = false;
  private snapshot: RealtimeSnapshot = {
    state: 'disconnected',
    attempts: 0,
    manualAttempts: 0,
    lastMessageAt: null,
    lastEventType: null,
    connectedAt: null,
  };

  getSnapshot = (): RealtimeSnapshot => this.snapshot;

  subscribeState = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<RealtimeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  on(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Opens the socket (idempotent) and keeps it open until `stop()`. */
  start(): void {
    this.wanted = true;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    this.open();
  }

  stop(): void {
    this.wanted = false;
    this.clearTimer();
    this.stopHeartbeat();
    this.clearDropToast();
    this.dropAnnounced = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close(1000, 'sign-out');
    }
    this.everConnected = false;
    this.update({ state: 'disconnected', attempts: 0, manualAttempts: 0, connectedAt: null });
  }

  /** A reconnect asked for by the member (debug panel); limited to 5 tries. */
  reconnect(): boolean {
    if (this.snapshot.manualAttempts >= MAX_MANUAL_RECONNECTS) {
      toast.error(MAX_RECONNECT_MESSAGE, { duration: 5000 });
      return false;
    }
    this.update({ manualAttempts: this.snapshot.manualAttempts + 1 });
    toast.info('Yeniden bağlanılıyor...');
    this.wanted = true;
    this.clearTimer();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.open();
    return true;
  }

  private clearTimer(): void {
    if (this.reconnectTimer !== null) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
  }

  private open(): void {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(realtimeUrl());
    } catch {
      this.update({ state: 'error' });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;

    socket.onopen = () => {
      // Opened again after a drop: whatever was published meanwhile never arrived here.
      const reopened = this.everConnected;
      this.everConnected = true;
      this.update({ state: 'connected', attempts: 0, manualAttempts: 0, connectedAt: Date.now() });
      if (reopened) this.dispatchLocal(RESYNC_EVENT);
      this.startHeartbeat(socket);
      this.clearDropToast();
      if (this.dropAnnounced) {
        this.dropAnnounced = false;
        toast.success('Real-time bağlantı kuruldu', { id: 'realtime-connection' });
      }
    };
    socket.onmessage = (event) => {
      // Any message proves the connection is alive.
      this.clearHeartbeatDeadline();
      this.dispatch(event.data);
    };
    socket.onerror = () => {
      this.update({ state: 'error' });
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (this.snapshot.connectedAt !== null && this.wanted) this.announceDrop();
      // An error already said why; keep it visible until the next successful open.
      this.update({
        state: this.snapshot.state === 'error' || event.code === 1006 ? 'error' : 'disconnected',
        connectedAt: null,
      });
      if (event.code === SOCKET_CLOSE.SESSION_ENDED || event.code === 4403) {
        // The server ended the session: reconnecting cannot help until the member signs in again,
        // so the app re-checks the session, which sends the member to /login.
        this.wanted = false;
        this.clearDropToast();
        this.dispatchLocal(SESSION_ENDED_EVENT);
        return;
      }
      if (event.code === SOCKET_CLOSE.MEMBER_CHANGED) {
        // Still signed in, as a changed member: re-read who that is and open a new socket.
        this.clearDropToast();
        this.dispatchLocal(MEMBER_CHANGED_EVENT);
        this.update({ attempts: 0 });
      }
      this.scheduleReconnect();
    };
  }

  private announceDrop(): void {
    this.clearDropToast();
    this.dropToastTimer = setTimeout(() => {
      this.dropToastTimer = null;
      this.dropAnnounced = true;
      toast.warning('Real-time bağlantı kesildi', {
        id: 'realtime-connection',
        description: 'Yeniden bağlanılıyor...',
      });
    }, 1000);
  }

  private clearDropToast(): void {
    if (this.dropToastTimer !== null) {
      clearTimeout(this.dropToastTimer);
      this.dropToastTimer = null;
    }
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      // The server answers the plain string 'ping' with a 'pong' message.
      socket.send('ping');
      this.clearHeartbeatDeadline();
      this.heartbeatDeadline = setTimeout(() => {
        if (this.socket === socket) socket.close(4000, 'heartbeat timeout');
      }, HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_MS);
  }

  private clearHeartbeatDeadline(): void {
    if (this.heartbeatDeadline !== null) {
      clearTimeout(this.heartbeatDeadline);
      this.heartbeatDeadline = null;
    }
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = null;
    }
    this.clearHeartbeatDeadline();
  }

  private scheduleReconnect(): void {
    if (!this.wanted) return;
    this.clearTimer();
    const attempt = this.snapshot.attempts;
    this.update({ attempts: attempt + 1 });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.wanted) this.open();
    }, reconnectDelay(attempt));
  }

  /** After the network comes back there is no reason to wait out the back-off. */
  nudge(): void {
    if (!this.wanted || this.socket) return;
    this.clearTimer();
    this.open();
  }

  private dispatchLocal(type: string): void {
    this.dispatch(JSON.stringify({ type, payload: null }));
  }

  private dispatch(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: RealtimeMessage;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!parsed || typeof parsed !== 'object' || typeof (parsed as { type?: unknown }).type !== 'string') return;
      message = { type: (parsed as { type: string }).type, payload: (parsed as { payload?: unknown }).payload };
    } catch {
      return;
    }
    this.update({ lastMessageAt: Date.now(), lastEventType: message.type });
    const set = this.handlers.get(message.type);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(message.payload, message);
      } catch (error) {
        // One faulty subscriber must not stop the others from hearing the event.
        console.error(`[realtime] "${message.type}" dinleyicisi hata verdi`, error);
      }
    }
  }
}

export const realtime = new RealtimeClient();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => realtime.nudge());
}

export function useRealtimeState(): RealtimeSnapshot {
  return useSyncExternalStore(realtime.subscribeState, realtime.getSnapshot, realtime.getSnapshot);
}

/** Calls `handler` for every message of `type` while the component is mounted. */
export function useRealtimeEvent(type: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(type, (payload) => latest.current(payload)), [type]);
}

/** Keeps the tab's socket open while `enabled` (the member is signed in). */
export function useRealtimeConnection(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    realtime.start();
    return () => realtime.stop();
  }, [enabled]);
}
