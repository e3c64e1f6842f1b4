/** POST /api/contact: the message is stored and the platform staff are emailed; answers with a receipt. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ContactMessage, ContactMessageReceipt } from '#shared/contracts/contact.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export function sendContactMessage(input: ContactMessage): Promise<ContactMessageReceipt> {
  return api.post<ContactMessageReceipt>(apiPaths.contact, input);
}

export function useSendContactMessage() {
  return useMutation<ContactMessageReceipt, AppError, ContactMessage>({ mutationFn: sendContactMessage });
}
