import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentLink } from '@/domain/menu/menu';

/** A menu link that tells assistive technology (and the styles) when it is the page being shown. */
export function MenuLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={href}
      className={className}
      aria-current={isCurrentLink(href, pathname, search) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
