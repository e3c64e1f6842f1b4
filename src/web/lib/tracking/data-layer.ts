/**
 * The in-page data layer (spec section 7.3; docs/decisions/044): an array
 * on `window.dataLayer` that receives page_load, custom_activity,
 * page_performance, viral_activity, javascript_error and promise_rejection
 * entries, only with analytics consent (privacy entries always). Each
 * carries category, label and value, and page views page_path and
 * page_title (spec section 7.3; data-layer-entry.ts). Nothing
 * reads it here: a site owner may connect their own tool to it; the app
 * itself sends to no outside service.
 */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function pushDataLayer(entry: DataLayerEntry): void {
  try {
    (window.dataLayer ??= []).push(entry);
  } catch {
    // A page script replaced dataLayer with something else: tracking never fails the page.
  }
}
