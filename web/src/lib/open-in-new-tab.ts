// Opening a URL the server has yet to give (Stripe's checkout and portal, a vault file's
// download link) in a new tab.

/**
 * Opens `load()`'s URL in a new tab. The tab is opened during the click (browsers block
 * windows opened after an await) and pointed at the URL once it is known; on failure it
 * is closed and the error rethrown.
 */
export async function openInNewTab(load: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await load();
    if (tab) {
      tab.opener = null;
      tab.location.replace(url);
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
