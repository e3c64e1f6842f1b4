/**
 * The composer sends plain text only (docs/decisions/053): a tag start,
 * closed or not, shows the server's field message and is not sent; "<3" is text.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { MessageComposer } from './message-composer.tsx';

function setup() {
  const onSend = vi.fn();
  renderWithProviders(<MessageComposer onSend={onSend} />);
  return { onSend, user: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Message' }), send: screen.getByRole('button', { name: 'Send' }) };
}

describe('MessageComposer and the plain-text rule', () => {
  it.each(['see <img src=x onerror=alert(1)', '<script>', '</b>', '<!--'])('does not send %s and says why', async (text) => {
    const { onSend, user, box, send } = setup();
    await user.type(box, text);
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be plain text (no HTML tags)');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a "<" that starts no tag', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, 'gg <3 and 5<6{Enter}');
    expect(onSend).toHaveBeenCalledWith('gg <3 and 5<6');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
