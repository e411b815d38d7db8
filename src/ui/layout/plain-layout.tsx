import type { ReactNode } from 'react';
import styles from './plain-layout.module.css';

/** No header or footer: just the content. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.plainMain}>
      {children}
    </main>
  );
}
