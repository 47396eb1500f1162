/**
 * Replaces `@docusaurus/Head` in the stock SearchBar only (see the plugin's
 * configureWebpack): that Head holds nothing but the preconnect to Algolia's
 * servers, which the local index never contacts.
 */
export default function NoHead(): null {
  return null;
}
