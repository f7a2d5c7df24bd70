import { classifyError, ERROR_TITLES, type ErrorLevel, referenceCode } from '@portal/shared/error-classifier';
import { SHELL_MESSAGES } from '@portal/shared/messages-shell';
import { House, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';

/** An id support can search the logs for: the server's request id, else one made here. */
export function errorId(error: unknown): string {
  if (isApiError(error) && error.requestId) return error.requestId;
  const tagged = error as { __errorId?: string } | null;
  if (tagged && typeof tagged === 'object') {
    tagged.__errorId ??= crypto.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    return tagged.__errorId;
  }
  return crypto.randomUUID?.() ?? Date.now().toString(36);
}

/** Keywords are read from the code as well as the text, since our messages are Turkish. */
export function describeError(error: unknown) {
  const text = isApiError(error)
    ? `${error.code} ${error.status >= 500 ? 'server' : ''} ${error.status === 0 ? 'network' : ''} ${error.message}`
    : error instanceof Error
      ? `${error.name} ${error.message}`
      : String(error);
  return classifyError(text);
}

type ErrorFallbackProps = {
  error: unknown;
  level: ErrorLevel;
  onRetry: () => void;
  homeHref?: string;
  className?: string;
};

/** The error screen of spec §2: 'Beklenmeyen Uygulama Hatası', Yeniden Dene, Ana Sayfaya Dön. */
export function ErrorFallback({ error, level, onRetry, homeHref, className }: ErrorFallbackProps) {
  const classification = describeError(error);
  const code = referenceCode(errorId(error));
  const home =
    homeHref ??
    (typeof window !== 'undefined' && window.location.pathname.startsWith('/dashboard') ? '/dashboard' : '/');

  if (level === 'component') {
    return (
      <div
        role="alert"
        data-testid="component-error"
        className={cn(
          'flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm',
          className,
        )}
      >
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlert className="size-4" aria-hidden="true" />
          {ERROR_TITLES.component}
        </p>
        <p>{classification.message}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {SHELL_MESSAGES.errorPage.retry}
          </Button>
          <span className="text-xs text-muted-foreground">
            Referans: <span className="font-mono">{code}</span>
          </span>
        </div>
      </div>
    );
  }

  return (
    <div
      role="alert"
      data-testid="error-page"
      data-error-level={level}
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-12 text-center',
        level === 'global' && 'min-h-dvh justify-center',
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{ERROR_TITLES[level]}</p>
        <h1 className="text-xl font-semibold">{SHELL_MESSAGES.errorPage.title}</h1>
        <p className="text-muted-foreground">
          {level === 'page' && classification.kind === 'unknown'
            ? SHELL_MESSAGES.errorPage.routeError
            : classification.message}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        Referans kodu:{' '}
        <span className="font-mono font-semibold text-foreground" data-testid="error-reference">
          {code}
        </span>
        {classification.action === 'support' ? ' — destek ekibine bu kodu iletin.' : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {SHELL_MESSAGES.errorPage.retry}
        </Button>
        <Button asChild variant="outline">
          <a href={home}>
            <House aria-hidden="true" />
            {SHELL_MESSAGES.errorPage.home}
          </a>
        </Button>
      </div>
    </div>
  );
}

type ErrorBoundaryProps = {
  level: ErrorLevel;
  children: ReactNode;
  /** When any of these change the boundary clears itself (e.g. the location). */
  resetKeys?: unknown[];
  onReset?: () => void;
  className?: string;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches render errors below it; global, page or component level (spec §4). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.level}] ${referenceCode(errorId(error))}`, error, info.componentStack);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (!this.state.hasError) return;
    const a = prev.resetKeys ?? [];
    const b = this.props.resetKeys ?? [];
    if (a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]))) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorFallback
          error={this.state.error}
          level={this.props.level}
          className={this.props.className}
          onRetry={this.props.level === 'global' ? () => window.location.reload() : this.reset}
        />
      );
    }
    return this.props.children;
  }
}
