import type { ReactNode } from 'react';
import { MainLayout } from './main-layout';

/** The member area's layout: the site layout, with twitter among the social links. */
export function MemberLayout({ children }: { children: ReactNode }) {
  return <MainLayout socialLinks={['facebook', 'instagram', 'twitter']}>{children}</MainLayout>;
}
