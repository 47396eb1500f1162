import React, { type ReactNode, useEffect } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { createStorageSlot, useColorMode } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** The slot Docusaurus keeps the reader's choice in (its key is `theme`). */
const colorModeChoiceStorage = createStorageSlot('theme');

/**
 * The stock toggle cycles system → light → dark when the system preference is
 * respected, so a click from "system" to the mode already on screen seems to
 * do nothing. This one works on the rendered mode: every click flips it and
 * saves the choice. With no saved choice the site still follows the system.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const { colorMode, colorModeChoice, setColorMode } = useColorMode();
  const isBrowser = useIsBrowser();

  // Docusaurus follows the removal of the `theme` key in another tab, but not
  // a whole storage.clear() there (a storage event with no key).
  useEffect(() => {
    const onStorageCleared = (event: StorageEvent) => {
      if (event.key === null && colorModeChoice !== null && colorModeChoiceStorage.get() === null) {
        setColorMode(null);
      }
    };
    window.addEventListener('storage', onStorageCleared);
    return () => window.removeEventListener('storage', onStorageCleared);
  }, [colorModeChoice, setColorMode]);

  return (
    <ColorModeToggle
      {...props}
      // Two-value flip (light ↔ dark) of what the reader sees.
      respectPrefersColorScheme={false}
      // Before hydration the rendered mode is unknown to React; the stock value
      // ("system mode") keeps the server HTML truthful while the button is disabled.
      value={isBrowser ? colorMode : props.value}
    />
  );
}
