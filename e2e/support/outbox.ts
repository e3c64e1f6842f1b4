/**
 * Reads emails the app sent. The e2e server runs in test mode
 * (EMAIL_TEST_OUTBOX, set by scripts/e2e-server.sh; no SMTP_URL), so every
 * message lands whole in the outbox table, which the platform admin alone
 * reads through GET /api/admin/outbox (decision 013). This helper signs in
 * as the seeded platform admin in its own request context (the page's
 * cookies are untouched).
 */
import { expect, request, type APIRequestContext } from '@playwright/test';
import { demoAccount } from './accounts.ts';

export interface OutboxMessage {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

export class Outbox {
  private constructor(private readonly api: APIRequestContext) {}

  static async open(baseURL: string): Promise<Outbox> {
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const admin = demoAccount('Platform admin');
    const response = await api.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password } });
    expect(response.ok(), `outbox: admin sign-in failed: ${response.status()} ${await response.text()}`).toBeTruthy();
    return new Outbox(api);
  }

  async list(to: string): Promise<OutboxMessage[]> {
    const response = await this.api.get('/api/admin/outbox', { params: { to, limit: 50 } });
    expect(response.ok(), `outbox: ${response.status()} ${await response.text()}`).toBeTruthy();
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  /** Waits (bounded) for the newest email to `to` whose subject matches. */
  async waitForMessage(to: string, subject: RegExp | string = /.*/, timeoutMs = 10_000): Promise<OutboxMessage> {
    let found: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const messages = await this.list(to);
          found = messages.find((message) =>
            typeof subject === 'string' ? message.subject.includes(subject) : subject.test(message.subject),
          );
          return Boolean(found);
        },
        { timeout: timeoutMs, message: `no email to ${to} with subject ${String(subject)}` },
      )
      .toBe(true);
    return found!;
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/** The first link in a message's text that contains `pathPart` (e.g. "/auth/reset-password"). */
export function findLink(message: OutboxMessage, pathPart: string): string {
  const link = message.textBody.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in email "${message.subject}":\n${message.textBody}`);
  return link;
}
