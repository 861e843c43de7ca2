import { useLinkClickHandler } from 'react-router-dom';
import { Button, type ButtonAsLinkProps } from '../button/button';

export type RouterButtonProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/**
 * A button-styled link to another route. A plain click navigates inside the app (the shell
 * loads the right remote); a middle click or Ctrl+click opens a new tab as any link would.
 * Without JavaScript (a prerendered page) it is a plain link.
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
