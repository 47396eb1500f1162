import type { PluginConfig } from '@docusaurus/types';
import apiReferencePlugin, { API_PACKAGES } from '../plugins/typedoc-api';

/** One API reference generator per package, at /docs/typedoc/<package>/. */
export const apiReferencePlugins: PluginConfig[] = API_PACKAGES.map((id) => [
  apiReferencePlugin,
  { id },
]);
