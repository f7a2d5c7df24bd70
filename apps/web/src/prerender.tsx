import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { ErrorBoundary } from '@/components/error-boundary';
import { queryClient } from '@/lib/query-client';

/**
 * The public pages whose first screen is the same for every visitor and paints before any answer:
 * the two public pages with a Lighthouse budget besides /login (which stays without a frame: its
 * bytes are budgeted too, and it paints within its budget without one).
 */
export const FRAMED_PAGES = ['/', '/products'];

/**
 * A public page's first frame as the browser's first render draws it before any answer arrives
 * (nobody known yet, lists loading), rendered at build time so that it travels in the HTML and
 * paints with the stylesheet instead of after the scripts (decision 062). The tree is the one
 * main.tsx renders, with the static router in place of the browser's. The toaster host is left
 * out: it draws nothing until its lazy chunk arrives.
 */
export async function renderFrame(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <StrictMode>
        <ErrorBoundary level="global">
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    );
  } finally {
    // The queries the render created (all pending) and their collection timers, which would keep
    // the build's process alive for minutes.
    queryClient.clear();
  }
}
