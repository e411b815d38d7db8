import { LoadMenu } from '@/application/site/load-menu';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { activeTopItem, visibleMenu, type MenuItem } from '@/domain/menu/menu';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { useViewer } from '../shared/use-viewer';
import { QueryBoundary } from '../shared/data/query-boundary';
import { Disclosure } from '../shared/disclosure';
import { useQuery } from '../shared/data/use-query';
import { useContentLanguage } from '../shared/data/content-language';
import { MenuEntry } from './menu-entry';
import { useDelayedValue } from './use-delayed-value';
import { useDismiss } from './use-dismiss';
import { FIRST_NAVBAR_MODE, useScrollNavbar } from './use-scroll-navbar';
import styles from './main-menu.module.css';

/**
 * The main menu from the content system. A failed load leaves a quiet retry instead of breaking the page;
 * on smartphone and phablet widths (below 960 px) the items move into a panel behind the Menu button. The
 * button and the submenus' toggles are native disclosures (`<details>`), so a server-drawn menu opens before
 * the page's code has arrived, and the code takes over what the reader opened.
 */
export function MainMenu() {
  const location = useLocation();
  const { t } = useTranslation();
  // What is open is remembered with the location it was opened at, so any navigation (a link, back,
  // forward) closes the panel and the submenus without an effect to reset them.
  const [panelOpenAt, setPanelOpenAt] = useState<string | null>(null);
  const [submenu, setSubmenu] = useState<{ href: string; at: string } | null>(null);
  const panelOpen = panelOpenAt === location.key;
  const openSubmenu = submenu?.at === location.key ? submenu.href : null;

  const slot = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLElement>(null);
  useScrollNavbar(slot, nav);
  const panelId = useId();
  useDismiss(
    nav,
    panelOpen,
    (reason) => {
      setPanelOpenAt(null);
      if (reason === 'escape') hamburger.current?.focus();
    },
    hamburger,
  );

  return (
    <div ref={slot} className={styles.slot}>
      <nav ref={nav} className={styles.nav} data-mode={FIRST_NAVBAR_MODE} aria-label={t('mainNavigation')}>
        <Disclosure
          open={panelOpen}
          onOpenChange={(open) => setPanelOpenAt(open ? location.key : null)}
          controls={panelId}
          className={styles.menuToggle}
          summaryClassName={styles.hamburger}
          summaryRef={hamburger}
        >
          <span className={styles.hamburgerIcon} aria-hidden="true" />
          {t('menu')}
        </Disclosure>
        <QueryBoundary
          loadingLabel={t('loadingMenu')}
          errorTitle={t('menuFailed')}
          pending={<ul id={panelId} className={styles.items} />}
          failed={(retry) => (
            <>
              <ul id={panelId} className={styles.items} />
              <p className={styles.failed}>
                {t('menuFailed')}.{' '}
                <button type="button" className={styles.retry} onClick={retry}>
                  {t('tryAgain')}
                </button>
              </p>
            </>
          )}
        >
          <MenuItems>
            {(items, activeHref) => (
              <ul id={panelId} className={styles.items}>
                {items.map((item) => (
                  <MenuEntry
                    key={item.href + item.label}
                    item={item}
                    active={item.href === activeHref}
                    open={openSubmenu === item.href}
                    onOpenChange={(open) =>
                      // A submenu closing (a toggle event may come after another one opened) closes only itself.
                      setSubmenu((shown) =>
                        open
                          ? { href: item.href, at: location.key }
                          : shown?.href === item.href
                            ? null
                            : shown,
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </MenuItems>
        </QueryBoundary>
      </nav>
    </div>
  );
}

/**
 * The main menu's items as this viewer may see them, and the active one (set after the menu active class delay:
 * docs/behaviour.md, 'Main menu').
 */
function MenuItems({ children }: { children(items: MenuItem[], activeHref: string | undefined): ReactNode }) {
  const loadMenu = useService(LoadMenu);
  const { language, keyIn } = useContentLanguage();
  const menu = useQuery(keyIn(['menu', 'main']), () => loadMenu.load('main', language));
  const items = visibleMenu(menu.data, useViewer());
  const activeHref = useDelayedValue(activeTopItem(items, useLocation().pathname)?.href);
  return children(items, activeHref);
}
