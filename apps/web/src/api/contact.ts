import type { ContactMessageInput, ContactReceipt } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/contact: keeps a message for the store's team (no sign-in needed). */
export function sendContactMessage(message: ContactMessageInput): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact', message, { auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
