// Sample reviews for the admin reviews screen's tests (imported by tests only).
import type { AdminReview, Page } from '@attar/contracts';

export function adminReview(id: number, overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id,
    productId: 11,
    productName: 'Taif Rose Attar',
    userId: 7,
    authorName: 'Meera I.',
    authorEmail: 'meera@example.in',
    rating: 4,
    title: 'Like a Kannauj morning',
    body: 'Rose and wet earth; it lasts all day.',
    comment: overrides.body ?? 'Rose and wet earth; it lasts all day.',
    verifiedPurchase: true,
    isMine: false,
    hidden: false,
    hiddenAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(
  content: T[],
  { number = 0, size = 10, totalElements = content.length } = {},
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number,
    size,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}
