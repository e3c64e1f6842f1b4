import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/app-error.ts';
import { NETWORK_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { describeCreateConversationError } from './create-conversation.ts';

describe('describeCreateConversationError (spec 8 texts)', () => {
  it('passes the size-limit text through as the server wrote it', () => {
    expect(describeCreateConversationError(new AppError('validation', 'Group size limit exceeded (max 2 participants)'))).toEqual({
      title: 'Group size limit exceeded (max 2 participants)',
    });
  });

  it('says "User not authenticated" without a session', () => {
    expect(describeCreateConversationError(new AppError('unauthorized', 'Sign in first'))).toEqual({ title: 'User not authenticated' });
  });

  it('any other answer of the server: "Failed to create or find conversation" with its reason', () => {
    expect(describeCreateConversationError(new AppError('forbidden', 'Not everyone in this conversation may message each other'))).toEqual({
      title: 'Failed to create or find conversation',
      description: 'Not everyone in this conversation may message each other',
    });
    expect(describeCreateConversationError(new AppError('internal', 'Something went wrong on our side. Please try again.'))).toEqual({
      title: 'Failed to create or find conversation',
    });
  });

  it('no answer at all: "Failed to create conversation"', () => {
    expect(describeCreateConversationError(new AppError('internal', NETWORK_ERROR_MESSAGE))).toEqual({ title: 'Failed to create conversation' });
    expect(describeCreateConversationError(new TypeError('boom'))).toEqual({ title: 'Failed to create conversation' });
  });
});
