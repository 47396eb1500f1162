/**
 * Posts per page of the blog list and of each tag's list: the product
 * specification has 4 posts on the first page of the blog. In a module of
 * its own, so that tests read it without loading the site's Markdown plugins.
 */
export const POSTS_PER_PAGE = 4;
