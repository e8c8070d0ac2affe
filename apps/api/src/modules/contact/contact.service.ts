import {
  CONTACT_RECEIVED_MESSAGE,
  toPage,
  type ContactMessage,
  type ContactMessageInput,
  type ContactReceipt,
  type Page,
  type PageQuery,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { ContactMessageRow } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/pagination.js';
import * as repo from './contact.repository.js';

function toMessageDto(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Keeps a contact-form message for the admin. */
export async function receiveMessage(db: Db, input: ContactMessageInput): Promise<ContactReceipt> {
  const row = await repo.insertMessage(db, { ...input, phone: input.phone ?? null });
  return { id: row.id, message: CONTACT_RECEIVED_MESSAGE };
}

/** Contact-form messages for the admin, newest first. */
export async function listMessages(db: Db, query: PageQuery): Promise<Page<ContactMessage>> {
  const { rows, total } = await repo.pageOfMessages(db, query.size, pageOffset(query));
  return toPage(rows.map(toMessageDto), total, query);
}
