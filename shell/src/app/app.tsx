import { Component, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorScreen, Toaster } from '@fondly/design-system';
import { RemoteArea } from '../components/remote-area';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { reportClientError } from '@fondly/design-system/client';
import { ROUTES } from './routes';
import './shell.css';

export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        <Routes>
          {ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={<RemoteArea key={r.remote} remote={r.remote} route={r.path} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </AppErrorBoundary>
  );
}

/** The last line of defence: the general error screen of the spec. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    reportClientError({ message: `shell failed: ${error.message}`, detail: error.stack });
  }
  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
