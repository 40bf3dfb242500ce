import { Link } from '@tanstack/react-router';
import { Ban, ChevronDown, ChevronsLeft, ChevronsRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast';
import { useCatalogPrices } from '../../features/catalog/hooks/use-catalog';
import { useSession } from '../../features/session/session';
import { useLogout } from '../../features/session/use-logout';
import { useIsNarrow } from '../use-viewport';
import { MENU_ICONS } from './menu-icons';
import { buildMenu, currentGroup, isCurrent, type MenuEntry, type MenuGroup, type MenuLink } from './menu-model';
import './side-menu.css';

export interface SideMenuProps {
  pathname: string;
  version: string | undefined;
  /** Docked beside the dashboard content; otherwise a drawer over the page. */
  docked: boolean;
  open: boolean;
  collapsed: boolean;
  onClose(): void;
  onToggleCollapsed(): void;
}

/** The side menu of spec 2: public links, account groups, coupons, orders, tickets and logout. */
export function SideMenu(props: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const narrow = useIsNarrow();
  const { data: prices } = useCatalogPrices();
  const entries = buildMenu({
    isAuthenticated: session.isAuthenticated,
    isReseller: session.user?.isReseller ?? false,
    narrow,
    prices,
  });
  const visible = props.docked || props.open;
  const collapsed = props.docked && props.collapsed;
  const panel = useRef<HTMLElement>(null);

  const drawerOpen = !props.docked && props.open;
  // The latest close handler, without re-running the effect below on each render of the shell.
  const onClose = useRef(props.onClose);
  useEffect(() => {
    onClose.current = props.onClose;
  });

  // An open drawer is a modal dialog: it takes the focus (so keyboard users land in it, however it
  // was opened), Escape closes it wherever the focus is, and once closed the focus goes back to the
  // menu button. That happens here, after the commit that made the page behind it interactive
  // again: while the drawer is open the header, and so the button, is inert and cannot take focus.
  useEffect(() => {
    if (!drawerOpen) return;
    const drawer = panel.current;
    focusStops(drawer)[0]?.focus();
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      const focus = document.activeElement;
      if (!focus || focus === document.body || drawer?.contains(focus))
        document.querySelector<HTMLElement>('[aria-controls="side-menu"]')?.focus();
    };
  }, [drawerOpen]);

  // Tab and Shift+Tab go round the open drawer's controls instead of leaving the page.
  const keepFocusInside = (event: KeyboardEvent) => {
    if (!drawerOpen || event.key !== 'Tab') return;
    const stops = focusStops(panel.current);
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
  };

  return (
    <>
      {!props.docked && props.open && <div className="side-menu-backdrop" onClick={props.onClose} aria-hidden="true" />}
      <aside
        ref={panel}
        id="side-menu"
        data-testid="side-menu"
        data-open={String(props.open)}
        data-docked={String(props.docked)}
        data-collapsed={String(collapsed)}
        className={`side-menu${props.docked ? ' side-menu--docked' : ' side-menu--drawer'}${collapsed ? ' is-collapsed' : ''}${visible ? ' is-visible' : ''}`}
        aria-label={t('menu.label')}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen ? true : undefined}
        inert={!visible}
        onKeyDown={keepFocusInside}
      >
        <div className="side-menu__head">
          {/* Named by the shop's name it shows (WCAG 2.5.3); collapsed, by the name its initial stands for. */}
          <Link to="/" className="side-menu__logo" title={t('nav.home')}>
            {collapsed ? (
              <>
                <span aria-hidden="true">{t('app.name').charAt(0)}</span>
                <span className="visually-hidden">{t('app.name')}</span>
              </>
            ) : (
              t('app.name')
            )}
          </Link>
          {props.version && !collapsed && (
            <span className="side-menu__version" data-testid="side-menu-version">
              {t('footer.version', { version: props.version })}
            </span>
          )}
          {props.docked ? (
            <button
              type="button"
              className="side-menu__icon-button"
              data-testid="side-menu-collapse"
              aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
              aria-expanded={!collapsed}
              onClick={props.onToggleCollapsed}
            >
              {collapsed ? <ChevronsRight aria-hidden="true" /> : <ChevronsLeft aria-hidden="true" />}
            </button>
          ) : (
            <button
              type="button"
              className="side-menu__icon-button"
              aria-label={t('menu.close')}
              onClick={props.onClose}
            >
              <X aria-hidden="true" />
            </button>
          )}
        </div>
        <MenuEntries entries={entries} pathname={props.pathname} collapsed={collapsed} />
      </aside>
    </>
  );
}

/** The controls of the panel a Tab can reach, in order (items of closed groups are not rendered). */
function focusStops(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (el) => el.getClientRects().length > 0,
  );
}

function MenuEntries({ entries, pathname, collapsed }: { entries: MenuEntry[]; pathname: string; collapsed: boolean }) {
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <nav className="side-menu__nav" aria-label={t('menu.label')}>
      <ul>
        {entries.map((entry) => {
          // On a narrow screen a signed-in menu has both the Player page's link and the Player group
          // (VPN too): the same key, of two kinds.
          const key = `${entry.kind}:${entry.key}`;
          if (entry.kind === 'group')
            return (
              <MenuGroupItem key={key} group={entry} pathname={pathname} collapsed={collapsed} entries={entries} />
            );
          if (entry.kind === 'link')
            return <MenuLinkItem key={key} item={entry} pathname={pathname} collapsed={collapsed} />;
          const Icon = MENU_ICONS[entry.icon];
          return (
            <li key={key}>
              <button
                type="button"
                className="side-menu__item side-menu__item--danger"
                data-testid="menu-item-logout"
                onClick={() => void logout()}
                title={collapsed ? t('menu.logout') : undefined}
              >
                <Icon aria-hidden="true" className="side-menu__icon" />
                <span className="side-menu__label">{t('menu.logout')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuGroupItem(props: { group: MenuGroup; entries: MenuEntry[]; pathname: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const holdsCurrent = currentGroup(props.entries, props.pathname) === props.group.key;
  const [open, setOpen] = useState(holdsCurrent);
  // Navigating into a group opens it; the visitor may still close it afterwards.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const Icon = MENU_ICONS[props.group.icon];
  const listId = `menu-group-${props.group.key}`;
  const expanded = open || props.collapsed;

  return (
    <li className={`side-menu__group${holdsCurrent ? ' holds-current' : ''}`}>
      <button
        type="button"
        className="side-menu__item side-menu__group-toggle"
        data-testid={`menu-group-${props.group.key}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        title={props.collapsed ? t(`menu.${props.group.label}`) : undefined}
      >
        <Icon aria-hidden="true" className="side-menu__icon" />
        <span className="side-menu__label">{t(`menu.${props.group.label}`)}</span>
        <ChevronDown aria-hidden="true" className="side-menu__chevron" />
      </button>
      <ul id={listId} hidden={!expanded}>
        {props.group.items.map((item) => (
          <MenuLinkItem key={item.key} item={item} pathname={props.pathname} collapsed={props.collapsed} />
        ))}
      </ul>
    </li>
  );
}

function MenuLinkItem({ item, pathname, collapsed }: { item: MenuLink; pathname: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const Icon = MENU_ICONS[item.icon];
  const label = t(`menu.${item.label}`);
  const title = collapsed ? label : undefined;

  if (item.outOfStock) {
    return (
      <li>
        <button
          type="button"
          className="side-menu__item is-unavailable"
          data-testid={`menu-item-${item.key}`}
          aria-disabled="true"
          title={title}
          onClick={() => toast.info(t('menu.boxOutOfStock'))}
        >
          <Ban aria-hidden="true" className="side-menu__icon" data-testid="menu-ban-icon" />
          <span className="side-menu__label">{label}</span>
        </button>
      </li>
    );
  }

  const current = isCurrent(item, pathname);
  return (
    <li>
      <Link
        to={item.to}
        className={`side-menu__item${current ? ' is-active' : ''}`}
        data-testid={`menu-item-${item.key}`}
        aria-current={current ? 'page' : undefined}
        title={title}
        activeOptions={{ exact: true }}
      >
        <Icon aria-hidden="true" className="side-menu__icon" />
        <span className="side-menu__label">{label}</span>
      </Link>
    </li>
  );
}
