import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { ToasterHost } from '@/app/toaster-host';
import { ErrorBoundary } from '@/components/error-boundary';

const router = createRouter();

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
