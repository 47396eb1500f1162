import type { PluginConfig } from '@docusaurus/types';
import { API_PACKAGES } from '../plugins/typedoc-api';

/** One API reference generator per package, at /docs/typedoc/<package>/. */
export const apiReferencePlugins: PluginConfig[] = API_PACKAGES.map((id) => [
  './src/plugins/typedoc-api',
  { id },
]);
