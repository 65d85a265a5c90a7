/**
 * Renders the edit loop's poller in `next dev` only. The import sits behind the
 * NODE_ENV check, which the production build replaces with a constant, so the
 * poller never reaches a production page's JavaScript.
 */
export async function DevContentRefresh() {
  if (process.env.NODE_ENV !== "development") return null;
  const { ContentRefresh } = await import("./content-refresh");
  return <ContentRefresh />;
}
