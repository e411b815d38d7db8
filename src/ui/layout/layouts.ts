import type { ComponentType, ReactNode } from 'react';
import { MainLayout } from './main-layout';
import { MemberLayout } from './member-layout';
import { PlainLayout } from './plain-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

const layouts = { main: MainLayout, member: MemberLayout, plain: PlainLayout } satisfies Record<
  string,
  LayoutComponent
>;

/** The layouts a route can name. */
export type LayoutName = keyof typeof layouts;

export const resolveLayout = (name: LayoutName): LayoutComponent => layouts[name];
