import { Button, type ButtonAsLinkProps } from '@fondly/design-system';
import { useLinkClickHandler } from 'react-router-dom';

export type RouterButtonProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/**
 * A button-styled link to another route. A plain click navigates inside the app (the shell
 * loads the right remote); a middle click or Ctrl+click opens a new tab as any link would.
 */
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
