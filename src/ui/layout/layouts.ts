import type { ComponentType, ReactNode } from 'react';
import { MainLayout } from './main-layout';
import { MemberLayout } from './member-layout';
import { PlainLayout } from './plain-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

const layouts: Record<string, LayoutComponent> = { MainLayout, MemberLayout, PlainLayout };

/** A route's layout name plus `Layout`; the plain layout when no name is given or none matches. */
export function resolveLayout(name: string | undefined): LayoutComponent {
  if (!name) return PlainLayout;
  return layouts[`${name.charAt(0).toUpperCase()}${name.slice(1)}Layout`] ?? PlainLayout;
}
