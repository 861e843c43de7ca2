import { Navigate, useLocation } from 'react-router-dom';
import { SECTIONS } from '../../lib/scroll-to-section';

/**
 * /pricing is where people look for the plans: they are the landing page's pricing section, so a
 * link followed inside the site goes there (the API answers the address itself with a 301).
 */
export default function PricingPage() {
  const { search } = useLocation();
  return <Navigate to={`/${search}#${SECTIONS.pricing}`} replace />;
}
