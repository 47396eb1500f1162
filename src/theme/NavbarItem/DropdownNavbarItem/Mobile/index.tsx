import React, { type ReactNode } from 'react';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

/**
 * A dropdown of the phone menu whose links close the menu, as the menu's
 * other links do. The theme hands the dropdown's links the menu's closing
 * `onClick`, but a link with an `onClick` of its own keeps only its own: the
 * version dropdown's links (which remember the chosen version) left the menu
 * open over the new page. Here a link runs both.
 */
export default function DropdownNavbarItemMobileWrapper(props: Props): ReactNode {
  const closeMenu = props.onClick;
  const items = closeMenu
    ? props.items.map((item) =>
        item.onClick
          ? {
              ...item,
              onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
                item.onClick?.(event);
                closeMenu(event);
              },
            }
          : item,
      )
    : props.items;
  return <DropdownNavbarItemMobile {...props} items={items} />;
}
