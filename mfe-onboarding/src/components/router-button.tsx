import { Button, type ButtonAsLinkProps } from '@fondly/design-system';
import { useLinkClickHandler } from 'react-router-dom';

export type RouterButtonProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/** A button-styled link to another route: a plain click stays in the app, Ctrl+click opens a tab. */
export function RouterButton({ to, onClick, ...props }: RouterButtonProps) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
