import { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

/** The doc page a reader left for another docs version where it has no twin. */
export interface ReturnTrip {
  /** Where the reader landed (that version's main doc). */
  landedOn: string;
  /** The page they left, and its version. */
  path: string;
  versionName: string;
}

interface DocVisit {
  path: string;
  versionName: string;
  /** Versions where this doc has a twin (the same doc id). */
  twinVersions: string[];
}

const LAST_DOC = 'docs-version-return-trip.last-doc';
const TRIP = 'docs-version-return-trip';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode, iframe): the dropdown keeps the theme's links.
  }
}

/**
 * When the reader moves to another docs version from a page that has no twin
 * there, the theme's version dropdown takes them to that version's main doc,
 * and from there its link back goes to the main doc of the first version,
 * not to the page they left. This remembers the page left (for the tab's
 * session) and returns it while the reader is still on the page they landed
 * on; null elsewhere, during the server render and before hydration.
 */
export function useReturnTrip(): ReturnTrip | null {
  const { pathname } = useLocation();
  const { activeVersion, activeDoc, alternateDocVersions } = useActiveDocContext(undefined);
  const [trip, setTrip] = useState<ReturnTrip | null>(null);

  useEffect(() => {
    const last = read<DocVisit>(LAST_DOC);
    if (activeVersion && activeDoc) {
      if (last && last.path !== pathname && last.versionName !== activeVersion.name && !last.twinVersions.includes(activeVersion.name)) {
        write(TRIP, { landedOn: pathname, path: last.path, versionName: last.versionName } satisfies ReturnTrip);
      }
      write(LAST_DOC, { path: pathname, versionName: activeVersion.name, twinVersions: Object.keys(alternateDocVersions) } satisfies DocVisit);
    } else {
      write(LAST_DOC, null);
    }
    const saved = read<ReturnTrip>(TRIP);
    setTrip(saved?.landedOn === pathname ? saved : null);
  }, [pathname, activeVersion, activeDoc, alternateDocVersions]);

  return trip;
}
