import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner with `loadingText` (or the children). */
  loading?: boolean;
  /** What the button says while loading, e.g. 'Setting up...'. */
  loadingText?: ReactNode;
  /** Stretches to the width of its container (handy on phones). */
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingText,
    fullWidth = false,
    className,
    children,
  } = props;
  const classes = cx(
    'fds-button',
    `fds-button--${variant}`,
    `fds-button--${size}`,
    fullWidth && 'fds-button--full',
    loading && 'fds-button--loading',
    className,
  );
  const content = loading ? (
    <>
      <Spinner size="sm" />
      <span>{loadingText ?? children}</span>
    </>
  ) : (
    children
  );

  if (isLink(props)) {
    const { variant: _v, size: _s, loading: _l, loadingText: _t, fullWidth: _f, ...anchorProps } = props;
    // A link cannot be disabled natively, so a loading link swallows clicks instead.
    const onClick = loading
      ? (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()
      : anchorProps.onClick;
    return (
      <a
        {...anchorProps}
        className={classes}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={onClick}
      >
        {content}
      </a>
    );
  }

  const { variant: _v, size: _s, loading: _l, loadingText: _t, fullWidth: _f, ...buttonProps } = props;
  return (
    <button
      type="button"
      {...buttonProps}
      className={classes}
      disabled={loading || buttonProps.disabled}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}
