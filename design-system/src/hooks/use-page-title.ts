import { useEffect } from 'react';

/** Every page has its own title and description, for search engines, tabs and link previews. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title === 'Fondly' ? title : `${title} | Fondly`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
