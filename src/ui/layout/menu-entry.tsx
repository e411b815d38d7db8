import { useId, useRef } from 'react';
import type { MenuItem } from '@/domain/menu/menu';
import { MenuLink } from './menu-link';
import { useDismiss } from './use-dismiss';
import styles from './menu-entry.module.css';

interface MenuEntryProps {
  item: MenuItem;
  active: boolean;
  open: boolean;
  onToggle(): void;
  onClose(): void;
}

/** A first-level item; with children, a toggle button opens its submenu (a disclosure, not an ARIA menu). */
export function MenuEntry({ item, active, open, onToggle, onClose }: MenuEntryProps) {
  const submenuId = useId();
  const entry = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(entry, open, (reason) => {
    onClose();
    if (reason === 'escape') toggle.current?.focus();
  });
  const hasSubmenu = item.children.length > 0;

  return (
    <li ref={entry} className={styles.item} data-active={active || undefined}>
      <div className={styles.itemRow}>
        <MenuLink href={item.href} className={styles.link}>
          {item.label}
        </MenuLink>
        {hasSubmenu && (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={submenuId}
            onClick={onToggle}
          >
            <span className="visually-hidden">{`${item.label} submenu`}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        )}
      </div>
      {hasSubmenu && (
        <ul id={submenuId} className={styles.submenu} hidden={!open}>
          {item.children.map((child) => (
            <li key={child.href + child.label}>
              <MenuLink href={child.href} className={styles.sublink}>
                {child.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
