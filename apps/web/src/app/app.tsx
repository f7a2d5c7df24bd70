import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { ToasterHost } from '@/app/toaster-host';
import { ErrorBoundary } from '@/components/error-boundary';

const router = createRouter();

/**
 * Settles when the router has matched the first address and loaded its page's code. A page whose
 * first frame came in the HTML (decision 062) is rendered only then, so React replaces the frame
 * with the same page rather than with the loading state for a moment.
 */
export function firstPageReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <ErrorBoundary level="global">
      <AppProviders>
        <RouterProvider router={router} />
        <ToasterHost router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
