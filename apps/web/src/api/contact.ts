import type { ContactMessage, ContactMessageInput, ContactReceipt, Page } from '@attar/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readPage } from './read-page';

/** POST /api/contact: keeps a message for the store's team (no sign-in needed). */
export function sendContactMessage(message: ContactMessageInput): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact', message, { auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/** Every contact query sits under `contactKeys.all`. */
export const contactKeys = {
  all: ['contact-messages'] as const,
  list: (page: number, size: number) => [...contactKeys.all, 'list', page, size] as const,
};

/** GET /api/admin/contact-messages (admin): messages from the contact page, newest first. */
export async function fetchContactMessages(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<ContactMessage>> {
  return readPage<ContactMessage>(
    await api.get<unknown>('/admin/contact-messages', { query: { page, size }, signal }),
    'contact messages',
  );
}

export function useContactMessages(page: number, size: number) {
  return useQuery({
    queryKey: contactKeys.list(page, size),
    queryFn: ({ signal }) => fetchContactMessages(page, size, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
