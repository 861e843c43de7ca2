import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './card.css';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title?: ReactNode;
  /** A decorative icon shown beside the title (hidden from screen readers). */
  icon?: ReactNode;
  /** Actions or notes at the bottom, e.g. a 'Manage Schedule' button. */
  footer?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

export function Card({
  title,
  icon,
  footer,
  headingLevel = 3,
  className,
  children,
  ...divProps
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...divProps}
      className={cx('fds-card', className)}
      aria-labelledby={divProps['aria-labelledby'] ?? (title ? titleId : undefined)}
      role={divProps.role ?? (title ? 'group' : undefined)}
    >
      {(title || icon) && (
        <div className="fds-card__header">
          {icon && (
            <span className="fds-card__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          {title && (
            <Heading id={titleId} className="fds-card__title">
              {title}
            </Heading>
          )}
        </div>
      )}
      {children !== undefined && <div className="fds-card__body">{children}</div>}
      {footer && <div className="fds-card__footer">{footer}</div>}
    </div>
  );
}
