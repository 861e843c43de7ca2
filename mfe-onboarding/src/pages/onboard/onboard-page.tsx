import { Navigate, useLocation } from 'react-router-dom';

/** /onboard is an old address of the signup page: send people on, keeping the query string. */
export default function OnboardPage() {
  const { search } = useLocation();
  return <Navigate to={`/simple-onboarding${search}`} replace />;
}
