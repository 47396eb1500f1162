import React, { type ChangeEvent, type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { useQueryString } from '@docusaurus/theme-common';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { versionOfUrl, versionParam } from './searchVersions';

/**
 * The search page's version menu of one docs plugin (substituted for its
 * `<select>` by searchPageJsxRuntime.ts), with the version in the page's
 * URL: the page starts on the URL's version (a link from the modal's "See
 * all", a reload, a shared link), and a version chosen in the menu goes
 * into the URL. The stock page keeps the version in its own state, which
 * only the menu's change event sets: this tells it the URL's the same way.
 */
export function SearchVersionSelect({ pluginId, onChange, ...props }: ComponentProps<'select'> & { pluginId: string }): ReactNode {
  const versions = useAllDocsData()[pluginId]?.versions ?? [];
  const [fromUrl, setUrlVersion] = useQueryString(versionParam(pluginId));
  const wanted = versionOfUrl(fromUrl || null, versions);
  const menu = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = menu.current;
    if (!select || !wanted || select.value === wanted) return;
    select.value = wanted;
    onChange?.({ target: select, currentTarget: select } as ChangeEvent<HTMLSelectElement>);
  }, [wanted, onChange]);
  return (
    <select
      {...props}
      ref={menu}
      onChange={(event) => {
        onChange?.(event);
        // The latest version is the default: left out of the URL.
        setUrlVersion(event.target.value === versions[0]?.name ? null : event.target.value);
      }}
    />
  );
}
