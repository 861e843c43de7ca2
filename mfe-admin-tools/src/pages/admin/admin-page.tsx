import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Fallback, LoadingArea, usePageTitle } from '@fondly/design-system';
import { OperatorArea } from '../../components';
import { ADMIN_VIEWS } from '../../config/operator-views';
import { VIEW_PAGES } from './admin-views';

const ROUTED_VIEWS = ADMIN_VIEWS.map((v) => ({ ...v, Page: lazy(VIEW_PAGES[v.path]) }));

/** The operator views under /admin/*: one layout, one menu, each view a feature folder of its own. */
export default function AdminPage() {
  const { pathname } = useLocation();
  const current = ADMIN_VIEWS.find((v) => pathname.startsWith(`/admin/${v.path}`));
  usePageTitle(current ? `${current.label} · Operator` : 'Operator views');
  return (
    <OperatorArea>
      <ViewBoundary key={pathname}>
        <Suspense fallback={<LoadingArea label="Loading…" minHeight="20rem" />}>
          <Routes>
            <Route index element={<Navigate to="calls-board" replace />} />
            {ROUTED_VIEWS.map((v) => (
              <Route key={v.path} path={`${v.path}/*`} element={<v.Page />} />
            ))}
            <Route path="*" element={<UnknownView />} />
          </Routes>
        </Suspense>
      </ViewBoundary>
    </OperatorArea>
  );
}

function UnknownView() {
  return <Fallback title="There is no such operator view" message="Choose a view from the menu." headingLevel={2} />;
}

/** One broken view must not take the menu and the other views down with it. */
class ViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[admin-tools] an operator view failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback
        title="This view could not load"
        message="The other views still work. Try again, or reload the page."
        onRetry={() => this.setState({ failed: false })}
        headingLevel={2}
      />
    );
  }
}
