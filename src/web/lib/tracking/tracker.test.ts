import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_CONSENT_KEY } from '#shared/tracking-constants.ts';
import { resetPrivacyConsentCache, savePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { enqueue, flushTracker, MAX_ERRORS_PER_PAGE, pageChanged, startTracker, stopTracker } from './tracker.ts';

let beacon: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetPrivacyConsentCache();
  window.dataLayer = [];
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  window.history.replaceState(null, '', '/learn?x=1');
});
afterEach(() => {
  stopTracker();
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

// jsdom's Blob has no text(): read it the old way.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const beaconBatches = async () => Promise.all(beacon.mock.calls.map(async ([url, blob]) => ({ url, body: JSON.parse(await blobText(blob as Blob)) })));
const fetchBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('tracker', () => {
  it('reports scroll milestones once each and the page’s measures by beacon when the page is hidden', async () => {
    savePrivacyConsent(true);
    vi.useFakeTimers();
    startTracker();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
    };
    scrollTo(1500); // 63 %
    scrollTo(500); // back up: nothing new
    scrollTo(3000); // 100 %
    document.body.click();
    window.dispatchEvent(new Event('pagehide'));
    vi.useRealTimers();
    const batches = await beaconBatches();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.url).toBe('/api/tracking/events');
    const { body } = batches[0]!;
    expect(body.consent).toEqual({ analytics: true });
    expect(body.sessionId).toMatch(/^\d{13}-[a-z0-9]{9}$/);
    expect(body.events.filter((event: { type: string }) => event.type === 'scroll_depth')).toEqual([
      { type: 'scroll_depth', path: '/learn?x=1', depth: 25 },
      { type: 'scroll_depth', path: '/learn?x=1', depth: 50 },
      { type: 'scroll_depth', path: '/learn?x=1', depth: 75 },
      { type: 'scroll_depth', path: '/learn?x=1', depth: 90 },
    ]);
    expect(body.events.at(-1)).toMatchObject({ type: 'page_performance', path: '/learn?x=1', scrollDepth: 100, interactions: 1 });
    expect(window.dataLayer!.map((entry) => entry.event)).toEqual(['custom_activity', 'custom_activity', 'custom_activity', 'custom_activity', 'page_performance']);
  });

  it('sends a batch when 20 events wait, by fetch, and each page change reports the previous page', async () => {
    savePrivacyConsent(true);
    startTracker();
    document.body.click();
    pageChanged('/news');
    for (let index = 0; index < 19; index += 1) enqueue({ type: 'search', path: '/colleges', scope: 'colleges', query: `q${index}`, resultCount: index });
    const bodies = fetchBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].events).toHaveLength(20);
    expect(bodies[0].events[0]).toMatchObject({ type: 'page_performance', path: '/learn?x=1' });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('records JavaScript errors and unhandled rejections, at most a few per page', async () => {
    savePrivacyConsent(true);
    startTracker();
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined', filename: 'http://localhost/assets/app.js', lineno: 3, colno: 9, error: new Error('x is undefined') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Network down') });
    window.dispatchEvent(rejection);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 5; index += 1) window.dispatchEvent(new ErrorEvent('error', { message: `loop ${index}` }));
    // A failed image is not a JavaScript error.
    window.dispatchEvent(new Event('error'));
    flushTracker();
    const events = fetchBodies().flatMap((body) => body.events);
    expect(events[0]).toMatchObject({ type: 'javascript_error', path: '/learn?x=1', message: 'x is undefined', source: 'http://localhost/assets/app.js', line: 3, column: 9 });
    expect(events[0].stack).toContain('x is undefined');
    expect(events[1]).toEqual({ type: 'promise_rejection', path: '/learn?x=1', reason: 'Network down' });
    expect(events.filter((event) => event.type === 'javascript_error' || event.type === 'promise_rejection')).toHaveLength(MAX_ERRORS_PER_PAGE);
  });

  it('drops what waits when consent is withdrawn before it is sent, and sends nothing after stopping', () => {
    savePrivacyConsent(true);
    startTracker();
    enqueue({ type: 'college_profile_view', path: '/college/x', collegeSlug: 'x' });
    savePrivacyConsent(false);
    flushTracker(true);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    stopTracker();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(PRIVACY_CONSENT_KEY)).toContain('"analytics":false');
  });

  it('never throws into the page when sending fails', () => {
    savePrivacyConsent(true);
    fetchMock.mockImplementation(() => {
      throw new TypeError('Failed to fetch');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startTracker();
    enqueue({ type: 'college_profile_view', path: '/college/x', collegeSlug: 'x' });
    expect(() => flushTracker()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Tracking batch was not sent', expect.any(TypeError));
    warn.mockRestore();
  });

  it('keeps link secrets out of the data layer and the batch (decision 044, session 25)', () => {
    savePrivacyConsent(true);
    startTracker();
    enqueue({ type: 'page_view', path: '/application/view/s3cret', referrer: '/auth/reset-password?token=s3cret', title: 'Your application' });
    flushTracker();
    const sent = JSON.stringify(fetchBodies());
    expect(sent).toContain('/application/view/:token');
    expect(sent).toContain('/auth/reset-password?token=:token');
    expect(window.dataLayer).toEqual([expect.objectContaining({ page_path: '/application/view/:token' })]);
    expect(JSON.stringify([sent, window.dataLayer])).not.toContain('s3cret');
  });
});

describe('bounce', () => {
  const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  beforeEach(() => {
    window.sessionStorage.clear();
    setVisibility('visible');
  });
  afterEach(() => {
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });
  const performanceRows = async () =>
    [...(await beaconBatches()).flatMap(({ body }) => body.events), ...fetchBodies().flatMap((body) => body.events)].filter(
      (event: { type: string }) => event.type === 'page_performance',
    );
  // As in a browser, a page being left is hidden by the time pagehide fires (else the time between two hides, a
  // millisecond on a busy machine, would count as time on the page).
  const hide = () => {
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
  };

  it('the visit\u2019s first page hidden without an interaction is a bounce, said once; a reload in the same visit is not a first page', async () => {
    savePrivacyConsent(true);
    startTracker();
    hide();
    hide();
    expect(await performanceRows()).toEqual([expect.objectContaining({ path: '/learn?x=1', bounced: true })]);
    expect((await performanceRows()).filter((row: { bounced?: boolean }) => 'bounced' in row)).toHaveLength(1);
    // The same tab loads again: the visit goes on.
    stopTracker();
    beacon.mockClear();
    setVisibility('visible');
    startTracker();
    document.body.click();
    hide();
    expect(await performanceRows()).toEqual([expect.not.objectContaining({ bounced: expect.anything() })]);
  });

  it('an interaction or another page view on the first page is no bounce; later pages say nothing', async () => {
    savePrivacyConsent(true);
    startTracker();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    hide();
    expect(await performanceRows()).toEqual([expect.objectContaining({ path: '/learn?x=1', bounced: false })]);

    stopTracker();
    window.sessionStorage.clear();
    beacon.mockClear();
    setVisibility('visible');
    startTracker();
    pageChanged('/news');
    document.body.click();
    hide();
    flushTracker();
    const rows = await performanceRows();
    expect(rows.map((row: { path: string; bounced?: boolean }) => [row.path, row.bounced])).toEqual([
      ['/learn?x=1', false],
      ['/news', undefined],
    ]);
  });
});
