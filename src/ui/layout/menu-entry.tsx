import { useId, useRef } from 'react';
import type { MenuItem } from '@/domain/menu/menu';
import { useTranslation } from '../i18n/use-translation';
import { Disclosure } from '../shared/disclosure';
import { useHydrated } from '../shared/use-hydrated';
import { MenuLink } from './menu-link';
import { useDismiss } from './use-dismiss';
import styles from './menu-entry.module.css';

interface MenuEntryProps {
  item: MenuItem;
  active: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A first-level item; with children, a toggle opens its submenu (a disclosure, not an ARIA menu), with or
 * without the page's code: a `<details>` whose `[open]` the styles follow until the code writes `hidden`.
 */
export function MenuEntry({ item, active, open, onOpenChange }: MenuEntryProps) {
  const submenuId = useId();
  const entry = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const { t } = useTranslation();
  useDismiss(
    entry,
    open,
    (reason) => {
      onOpenChange(false);
      if (reason === 'escape') toggle.current?.focus();
    },
    toggle,
  );
  const hasSubmenu = item.children.length > 0;

  return (
    <li ref={entry} className={styles.item} data-active={active || undefined}>
      <MenuLink href={item.href} className={styles.link}>
        {item.label}
      </MenuLink>
      {hasSubmenu && (
        <>
          <Disclosure
            open={open}
            onOpenChange={onOpenChange}
            controls={submenuId}
            className={styles.disclosure}
            summaryClassName={styles.toggle}
            summaryRef={toggle}
          >
            <span className="visually-hidden">{t('submenu', { item: item.label })}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </Disclosure>
          <ul id={submenuId} className={styles.submenu} hidden={hydrated ? !open : undefined}>
            {item.children.map((child) => (
              <li key={child.href + child.label}>
                <MenuLink href={child.href} className={styles.sublink}>
                  {child.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
