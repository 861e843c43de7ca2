// Each remote imports its page-title hook from here; the one implementation is the design-system's.
export { usePageTitle } from '@fondly/design-system';
