import { ComingSoonView } from '@/components/coming-soon-view';

/*
 * Storefront routes whose screens arrive in later releases. Each says so plainly; none pretends
 * to work. Replace an export with the real page when its issue lands.
 */

export const ReturnsPage = () => <ComingSoonView title="Return & Exchange Center" eyebrow="My account" />;
