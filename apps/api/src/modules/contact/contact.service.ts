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
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
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

/** How much of a message the admins' notice quotes. */
const NOTICE_EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > NOTICE_EXCERPT_LENGTH
    ? `${flat.slice(0, NOTICE_EXCERPT_LENGTH - 1)}…`
    : flat;
}

/** Keeps a contact-form message for the admin and tells the admins, in one transaction. */
export async function receiveMessage(db: Db, input: ContactMessageInput): Promise<ContactReceipt> {
  const row = await db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, { ...input, phone: input.phone ?? null });
    await notifyAdmins(tx, {
      type: 'NEW_CONTACT',
      title: `Message from ${message.name}: ${message.subject}`,
      message: `${message.name} <${message.email}> wrote: ${excerpt(message.message)}`,
      link: `/admin/contact-messages#message-${message.id}`,
      refId: message.id,
    });
    return message;
  });
  return { id: row.id, message: CONTACT_RECEIVED_MESSAGE };
}

/** Contact-form messages for the admin, newest first. */
export async function listMessages(db: Db, query: PageQuery): Promise<Page<ContactMessage>> {
  const { rows, total } = await repo.pageOfMessages(db, query.size, pageOffset(query));
  return toPage(rows.map(toMessageDto), total, query);
}
