/**
 * The stock archive groups the posts it is given by year, in the order the
 * years first appear, and puts each post BEFORE the ones of its year met
 * earlier: given the blog's order (newest first), it lists the years newest
 * first but each year's posts oldest first (January 14 above January 17).
 * Years newest first, and each year's posts oldest first, come out as newest
 * first throughout.
 */
export function archiveOrder<Post extends { metadata: { date: string | Date } }>(posts: readonly Post[]): Post[] {
  const time = (post: Post) => new Date(post.metadata.date).getTime();
  const year = (post: Post) => new Date(post.metadata.date).getUTCFullYear();
  return [...posts].sort((a, b) => year(b) - year(a) || time(a) - time(b));
}
